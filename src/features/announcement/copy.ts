const en = {
  label: 'Announcement',
  more: 'Read more',
  close: 'Close announcement',
};

export type AnnouncementCopy = typeof en;

const nl: AnnouncementCopy = {
  label: 'Mededeling',
  more: 'Lees meer',
  close: 'Mededeling sluiten',
};

export const announcementCopy = { en, nl } as const;
