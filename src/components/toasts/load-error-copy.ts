// The toast area's labels when live content fails to load.
const en = { region: 'Notifications', close: 'Close notification' };

const nl: typeof en = { region: 'Meldingen', close: 'Melding sluiten' };

export const liveDataCopy = { en, nl } as const;
