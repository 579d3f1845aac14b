import type { Messages } from './it';

export const en: Messages = {
  title: 'Eventdesk',
  subtitle: 'Event-management back-office',
  healthLabel: 'Server status',
  checking: 'Checking…',
  healthOk: 'Up and running',
  healthDown: 'Unreachable',
  httpStatus: 'HTTP response',
  retry: 'Retry',
};
