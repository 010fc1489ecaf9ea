import { localized, type Translation } from '@liga/contracts';

/** Polish texts of the admin panel's link to the BullMQ dashboard. */
const adminQueuesTextsPl = {
  link: 'Kolejki zadań',
  linkHint: 'Panel kolejek BullMQ (otwiera się zamiast portalu)',
  opening: 'Otwieranie…',
};

const adminQueuesTextsEn = {
  link: 'Job queues',
  linkHint: 'The BullMQ queue dashboard (opens instead of the portal)',
  opening: 'Opening…',
} satisfies Translation<typeof adminQueuesTextsPl>;

/** Texts of the admin panel's link to the BullMQ dashboard in the page's language. */
export const adminQueuesTexts = /* @__PURE__ */ localized(adminQueuesTextsPl, adminQueuesTextsEn);
