import { Create } from 'react-admin';
import { UserForm } from './UserForm';

/** `/users/create`: the user, then its event roles (see EventRolesInput). */
export default function UserCreate() {
  return (
    <Create redirect="list">
      <UserForm />
    </Create>
  );
}
