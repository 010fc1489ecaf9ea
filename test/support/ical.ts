import ICAL from 'ical.js';

/** One VEVENT as the tests read it, through ical.js (Mozilla's RFC 5545 parser). */
export interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  description: string;
  location: string;
  geo: [number, number] | null;
  start: Date;
  end: Date;
  /** The TZID of DTSTART ('' for UTC). */
  startZone: string;
  /** DTSTART as written (local wall time in its zone). */
  startLocal: string;
}

/** Parses a calendar with ical.js, its VTIMEZONEs registered, and reads every VEVENT. */
export function parseCalendar(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const events = calendar.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    const geo = component.getFirstPropertyValue('geo') as unknown as [number, number] | null;
    const dtstart = component.getFirstProperty('dtstart')!;
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status') ?? ''),
      summary: event.summary,
      description: event.description,
      location: event.location,
      geo: geo ? [Number(geo[0]), Number(geo[1])] : null,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startZone: String(dtstart.getParameter('tzid') ?? ''),
      startLocal: event.startDate.toString(),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname') ?? ''), events };
}
