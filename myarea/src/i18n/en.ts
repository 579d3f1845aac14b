import type { Messages } from './it';

export const en: Messages = {
  title: 'Eventdesk – My area',
  eventCode: 'Event code',
  noEvent: 'No event given. Open the link the organiser sent you by e-mail.',
};
