import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { fetchCurrentUser } from '../api/auth-provider';

/**
 * After a sign-in step that react-admin did not drive (2FA challenge, enrolment, company login): reload
 * the user and forget react-admin's cached auth checks, so the next page sees the new session.
 */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await fetchCurrentUser(true);
    queryClient.removeQueries({ queryKey: ['auth'] });
    navigate('/', { replace: true });
  };
}
