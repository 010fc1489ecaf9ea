/** Polish texts of the admin panel's link to the BullMQ dashboard. */
export const adminQueuesTexts = {
  link: 'Kolejki zadań',
  linkHint: 'Panel kolejek BullMQ (otwiera się zamiast portalu)',
  opening: 'Otwieranie…',
};
