import type { Knex } from "knex";
import { LOCAL_AUTHORITIES, type Course, type Module } from "@wellbeing/domain";

// Many sessions written straight into the read-model tables, for the list tests at scale and the
// list benchmark: local leads with trainers, trainers outside any group, sessions of one or two
// trainers, past and upcoming, online and face to face, some full. Deterministic for a seed.

interface SyntheticPerson {
  readonly id: string;
  readonly name: string;
  readonly roles: ReadonlyArray<"localLead" | "trainer">;
  readonly localLeadId: string | null;
  readonly localAuthorities: ReadonlyArray<string>;
}

export interface SyntheticSession {
  readonly id: string;
  readonly shortId: string;
  readonly course: Course;
  readonly modules: ReadonlyArray<Module>;
  readonly dates: ReadonlyArray<{ sessionDate: string; startTime: string; endTime: string }>;
  readonly firstDate: string;
  readonly lastDate: string;
  readonly capacity: number;
  readonly confirmed: number;
  readonly remote: boolean;
  readonly trainerIds: ReadonlyArray<string>;
}

export interface SyntheticSessions {
  readonly people: ReadonlyArray<SyntheticPerson>;
  readonly sessions: ReadonlyArray<SyntheticSession>;
}

/** A small deterministic generator (mulberry32). */
export const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const hex = (value: number, length: number) => value.toString(16).padStart(length, "0").slice(-length);
/** A uuid whose text order follows `index` within its `kind`. */
const uuidOf = (kind: number, index: number) => `${hex(kind, 8)}-0000-7000-8000-${hex(index, 12)}`;
const SHORT_ID_DIGITS = "23456789abcdefghijkmnpqrstuvwxyz";
const shortIdOf = (index: number) => {
  let text = "";
  for (let rest = index, place = 0; place < 8; place += 1, rest = Math.floor(rest / SHORT_ID_DIGITS.length)) {
    text = SHORT_ID_DIGITS[rest % SHORT_ID_DIGITS.length] + text;
  }
  return text;
};
const isoDay = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export const syntheticSessions = (options: {
  sessions: number;
  leads?: number;
  trainersPerLead?: number;
  loneTrainers?: number;
  today?: Date;
  seed?: number;
}): SyntheticSessions => {
  const { sessions: count, leads = 8, trainersPerLead = 5, loneTrainers = 4, today = new Date(), seed = 7 } = options;
  const random = randomFrom(seed);
  const pick = <T>(values: ReadonlyArray<T>): T => values[Math.floor(random() * values.length)]!;
  const authorities = (index: number) => [
    LOCAL_AUTHORITIES[index % LOCAL_AUTHORITIES.length]!,
    ...(index % 3 === 0 ? [LOCAL_AUTHORITIES[(index + 2) % LOCAL_AUTHORITIES.length]!] : []),
  ];

  const people: SyntheticPerson[] = [];
  for (let lead = 0; lead < leads; lead += 1) {
    const leadId = uuidOf(0xa0, people.length);
    people.push({ id: leadId, name: `Lead ${lead}`, roles: ["localLead"], localLeadId: null, localAuthorities: authorities(people.length) });
    for (let trainer = 0; trainer < trainersPerLead; trainer += 1) {
      people.push({
        id: uuidOf(0xa0, people.length),
        name: `Trainer ${lead}.${trainer}`,
        roles: ["trainer"],
        localLeadId: leadId,
        localAuthorities: authorities(people.length),
      });
    }
  }
  for (let lone = 0; lone < loneTrainers; lone += 1) {
    people.push({
      id: uuidOf(0xa0, people.length),
      name: `Lone trainer ${lone}`,
      roles: ["trainer"],
      localLeadId: null,
      localAuthorities: authorities(people.length),
    });
  }

  const sessions: SyntheticSession[] = [];
  for (let index = 0; index < count; index += 1) {
    const first = pick(people);
    const partners = people.filter((person) => person.id !== first.id && (person.localLeadId ?? person.id) === (first.localLeadId ?? first.id));
    const trainerIds = random() < 0.25 && partners.length > 0 ? [first.id, pick(partners).id] : [first.id];
    const start = Math.floor(random() * 800) - 400;
    const days = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, day) => isoDay(today, start + day * 7));
    const course: Course = random() < 0.3 ? "YOUNG_PEOPLE" : "C5";
    const modules: Module[] = random() < 0.05 ? [course === "C5" ? "train-the-trainer" : "trainer-upskill"] : [pick(["1", "2", "3"] as const)];
    const capacity = 6 + Math.floor(random() * 15);
    sessions.push({
      id: uuidOf(0xb0, index),
      shortId: shortIdOf(index),
      course,
      modules,
      dates: days.map((sessionDate) => ({ sessionDate, startTime: "10:00", endTime: "12:30" })),
      firstDate: days[0]!,
      lastDate: days[days.length - 1]!,
      capacity,
      confirmed: random() < 0.2 ? capacity : Math.floor(random() * capacity),
      remote: random() < 0.4,
      trainerIds,
    });
  }
  return { people, sessions };
};

const CHUNK = 1_000;

/** Writes the people and sessions into the read-model tables `users`, `sessions` and `schedule_trainers` of `schema`. */
export const insertSyntheticSessions = async (db: Knex, schema: string, data: SyntheticSessions): Promise<void> => {
  const now = new Date().toISOString();
  await db.batchInsert(
    `${schema}.users`,
    data.people.map((person) => ({
      id: person.id,
      name: person.name,
      email: null,
      roles: [...person.roles],
      local_lead_id: person.localLeadId,
      organisation: null,
      local_authorities: [...person.localAuthorities],
      registered_at: now,
    })),
    CHUNK,
  );
  await db.batchInsert(
    `${schema}.sessions`,
    data.sessions.map((session) => ({
      id: session.id,
      short_id: session.shortId,
      course: session.course,
      modules: [...session.modules],
      dates: JSON.stringify(session.dates),
      first_date: session.firstDate,
      last_date: session.lastDate,
      capacity: session.capacity,
      remote: session.remote,
      address: session.remote ? null : JSON.stringify({ addressLine1: "1 High Street", addressLine2: null, town: "Newport", postcode: "NP20 1AA" }),
      meeting_platform: session.remote ? "zoom" : null,
      meeting_link: session.remote ? "https://zoom.us/j/1" : null,
      contact_email: null,
      extra_info: null,
      trainer_ids: [...session.trainerIds],
      confirmed_count: session.confirmed,
      scheduled_by: session.trainerIds[0],
      created_at: now,
      updated_at: now,
    })),
    CHUNK,
  );
  // Each session's trainers as the course schedule projection keeps them (the public schedule's total counts these).
  await db.raw(
    `INSERT INTO ??.schedule_trainers (session_id, trainer_id, earlier_trainer_ids, last_date, remote, trainer_upskill)
     SELECT s.id, t.id, s.trainer_ids[1:t.place - 1], s.last_date, s.remote, s.modules @> ARRAY['trainer-upskill']
       FROM ??.sessions s, unnest(s.trainer_ids) WITH ORDINALITY AS t(id, place)`,
    [schema, schema],
  );
  // As autovacuum would have by then: statistics fresh, the GIN index's pending entries merged.
  await db.raw("VACUUM ANALYZE ??.users", [schema]);
  await db.raw("VACUUM ANALYZE ??.sessions", [schema]);
  await db.raw("VACUUM ANALYZE ??.schedule_trainers", [schema]);
};
