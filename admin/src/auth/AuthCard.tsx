import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton } from 'react-admin';

/** The frame of the sign-in pages: centred card, product name, language switch. */
export function AuthCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}
      data-testid={testId}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Avatar sx={{ bgcolor: 'primary.main' }}>
              <EventAvailableIcon />
            </Avatar>
            <Typography variant="h6" component="h1" sx={{ flex: 1 }}>
              {title}
            </Typography>
            <LocalesMenuButton />
          </Box>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
