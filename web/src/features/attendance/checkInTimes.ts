// The times a check-in code works, as the trainer reads them: UK time, 24-hour.

const UK_TIME = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** An instant as the UK's clock shows it (HH:mm). */
export const ukTime = (instant: string): string => UK_TIME.format(new Date(instant));
