// An iCalendar file (RFC 5545) with one or more events: pure text, no library.

/** One VEVENT. Times are UTC instants; an event without a start time is an all-day event. */
export interface CalendarEvent {
  /** Stable across re-sends, so calendars update the event instead of adding another. */
  readonly uid: string;
  readonly start: { readonly date: string; readonly time: string | null };
  /** The end time on the start's day, when known. */
  readonly endTime: string | null;
  readonly summary: string;
  readonly location: string;
  readonly description: string;
  readonly url?: string;
}

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;
const TIME_ZONE = "Europe/London";

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

const utf8Length = (codePoint: number): number => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0)!);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
};

const pad = (value: number): string => String(value).padStart(2, "0");

const utcStamp = (instant: Date): string =>
  `${instant.getUTCFullYear()}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;

const londonFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** Minutes Europe/London is ahead of UTC at an instant (0 in winter, 60 in summer). */
const londonOffsetMinutes = (instant: number): number => {
  const parts = Object.fromEntries(londonFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
};

/** The UTC instant of a wall-clock date and time in the UK (sessions are given in local time). */
export const londonToUtc = (date: string, time: string): Date => {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const first = wall - londonOffsetMinutes(wall) * 60_000;
  // Near a clock change the offset at the wall time and at the instant differ: the instant's wins.
  return new Date(wall - londonOffsetMinutes(first) * 60_000);
};

const compactDate = (date: string): string => date.replace(/-/g, "");

const nextDay = (date: string): string => {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
};

const eventLines = (event: CalendarEvent, stamp: string): string[] => {
  const { date, time } = event.start;
  const when =
    time === null
      ? [`DTSTART;VALUE=DATE:${compactDate(date)}`, `DTEND;VALUE=DATE:${compactDate(nextDay(date))}`]
      : [
          `DTSTART:${utcStamp(londonToUtc(date, time))}`,
          ...(event.endTime !== null && event.endTime > time ? [`DTEND:${utcStamp(londonToUtc(date, event.endTime))}`] : []),
        ];
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    "END:VEVENT",
  ];
};

/** The calendar file: CRLF line endings, folded lines, one VEVENT per event. */
export const buildCalendar = (events: ReadonlyArray<CalendarEvent>, now: Date): string => {
  const stamp = utcStamp(now);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Wellbeing Training//Sessions//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...events.flatMap((event) => eventLines(event, stamp)),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
};
