const en = {
  offline: 'You are offline. Pages you have not opened yet may not load.',
  call: 'Questions? Call us:',
};

export type OfflineCopy = typeof en;

const nl: OfflineCopy = {
  offline: "Je bent offline. Pagina's die je nog niet hebt geopend, laden misschien niet.",
  call: 'Vragen? Bel ons:',
};

export const offlineCopy = { en, nl } as const;
