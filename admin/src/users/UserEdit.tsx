import { DeleteButton, Edit, SaveButton, Toolbar, TopToolbar } from 'react-admin';
import { ResetTwoFactorButton, TwoFactorChip } from './ResetTwoFactorButton';
import { UserForm } from './UserForm';

function UserEditActions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <TwoFactorChip />
      <ResetTwoFactorButton />
    </TopToolbar>
  );
}

/** Deleting asks for confirmation (pessimistic mode); the API refuses deleting oneself. */
function UserEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** `/users/{id}`: pessimistic, so that server errors land on the fields and on the role rows. */
export default function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" actions={<UserEditActions />}>
      <UserForm isEdit toolbar={<UserEditToolbar />} />
    </Edit>
  );
}
