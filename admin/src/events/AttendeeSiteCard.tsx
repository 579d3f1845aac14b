import type { MyAreaLinkDto } from '@eventdesk/shared';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../api/http';

/**
 * The attendee site's address in the event workspace (issue 11): the link with copy and open, and its
 * QR code to print or project (downloadable as SVG). Attendees sign in there with their e-mail.
 */
export function AttendeeSiteCard({ eventId }: { eventId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { data } = useQuery({
    queryKey: ['myarea-link', eventId],
    queryFn: async () => (await apiFetch<MyAreaLinkDto>(`/api/events/${eventId}/myarea-link`)).json,
    staleTime: Infinity,
  });
  const qrSvg = data?.qr_svg;
  const download = useMemo(() => (qrSvg ? URL.createObjectURL(new Blob([qrSvg], { type: 'image/svg+xml' })) : null), [qrSvg]);
  useEffect(() => () => (download ? URL.revokeObjectURL(download) : undefined), [download]);
  if (!data || !download) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.url);
      notify('attendee_site.copied', { type: 'info' });
    } catch {
      notify('attendee_site.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Card data-testid="attendee-site">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          sx={{ width: 112, height: 112, flexShrink: 0, '& svg': { width: '100%', height: '100%' } }}
          role="img"
          aria-label={translate('attendee_site.qr')}
          data-testid="attendee-site-qr"
          // The SVG is the API's, drawn by the qrcode library from the event's URL: no user markup.
          dangerouslySetInnerHTML={{ __html: data.qr_svg }}
        />
        <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
          <Typography variant="subtitle1">{translate('attendee_site.title')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('attendee_site.explain')}
          </Typography>
          <Link href={data.url} target="_blank" rel="noopener" sx={{ wordBreak: 'break-all' }} data-testid="attendee-site-url">
            {data.url}
          </Link>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button label="attendee_site.copy" onClick={copy} data-testid="attendee-site-copy">
              <ContentCopyIcon />
            </Button>
            <Button label="attendee_site.open" component="a" href={data.url} target="_blank" rel="noopener">
              <OpenInNewIcon />
            </Button>
            <Button label="attendee_site.download_qr" component="a" href={download} download="qr-area-partecipanti.svg">
              <DownloadIcon />
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
