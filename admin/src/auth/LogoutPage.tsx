import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { AuthCard } from './AuthCard';

/** `/logout`: signs out and goes to the login page. */
export function LogoutPage() {
  const logout = useLogout();
  const translate = useTranslate();
  useEffect(() => {
    void logout();
  }, [logout]);
  return (
    <AuthCard title={translate('app.name')}>
      <Typography>{translate('auth.logging_out')}</Typography>
    </AuthCard>
  );
}
