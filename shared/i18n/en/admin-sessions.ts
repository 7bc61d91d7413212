/** Sessions (back office): where a person is signed in, and ending a session. */
export const sessions = {
  title: 'Sessions',
  titleOf: 'Sessions of {email}',
  lead: 'Where you are signed in. End a session you do not recognise, or one on a device you lost: that device is signed out and its copy of the data deleted, at once if it is online, else as soon as it connects.',
  leadOf:
    'Where {email} is signed in. Ending a session signs that device out and deletes its copy of the data, at once if it is online, else as soon as it connects.',
  loading: 'Loading sessions…',
  loadError: 'The sessions could not be loaded. Please try again.',
  retry: 'Try Again',
  offline: 'This screen needs a connection: sessions are kept on the server.',
  empty: 'No session is signed in.',
  table: 'Signed-in sessions',
  columns: {
    device: 'Device',
    ip: 'IP address',
    signedIn: 'Signed in',
    lastUsed: 'Last used',
    actions: 'Actions',
  },
  device: '{browser} on {os}',
  desktop: 'Desktop app',
  unknownBrowser: 'A browser',
  unknownSystem: 'an unknown system',
  current: 'This session',
  end: 'End session',
  endLabel: 'End session: {device}, last used {lastUsed}',
  ended: 'The session on {device} is ended.',
  confirm: {
    title: 'End this session?',
    message:
      'End the session on {device}? That device is signed out and its copy of the data deleted, at once if it is online, else as soon as it connects. Changes made on it that it has not sent yet are lost.',
    confirm: 'End Session',
    cancel: 'Cancel',
  },
  endFailed: 'The session could not be ended. Please try again.',
  unknownIp: 'Unknown',
};
