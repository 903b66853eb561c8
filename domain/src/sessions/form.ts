import { Either, Schema } from "effect";
import { COURSES, LIMITS, MEETING_PLATFORMS, MODULES, type MeetingPlatform } from "../constants";
import type { FieldMessages } from "../shared/domainError";
import { combineParts, decodeFields } from "../shared/fieldErrors";
import { ClockTime, Email, FreeText, IsoDate, RequiredText, Uuid, oneOf, requiredField, tooLong } from "../shared/fields";
import { message, type Message } from "../i18n/translate";
import { says, saying } from "../shared/fieldMessage";

// The session form of §2.9 and §5: the wire payload of POST /api/add-session and PATCH /api/session-edit.

const required = () => says("validation.required");

export const SessionDate = Schema.Struct({
  sessionDate: requiredField(IsoDate),
  startTime: Schema.optionalWith(Schema.NullOr(ClockTime), { default: () => null }),
  endTime: Schema.optionalWith(Schema.NullOr(ClockTime), { default: () => null }),
}).pipe(
  Schema.filter((date) =>
    date.startTime !== null && date.endTime !== null && date.endTime <= date.startTime
      ? { path: ["endTime"], message: says("validation.endBeforeStart") }
      : undefined,
  ),
);
export type SessionDate = typeof SessionDate.Type;

const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;

export const Postcode = RequiredText.pipe(
  Schema.minLength(LIMITS.postcodeMinLength, saying("validation.postcodeTooShort")),
  Schema.maxLength(LIMITS.postcodeMaxLength, saying("validation.postcodeTooLong")),
  Schema.filter((value) => UK_POSTCODE.test(value) || says("validation.invalidPostcode")),
  Schema.compose(Schema.Uppercase),
);

const AddressLine = RequiredText.pipe(Schema.maxLength(LIMITS.addressLineMaxLength, tooLong(LIMITS.addressLineMaxLength)));

export const Address = Schema.Struct({
  addressLine1: requiredField(AddressLine),
  addressLine2: Schema.optionalWith(Schema.NullOr(FreeText(LIMITS.addressLineMaxLength)), { default: () => null }),
  town: requiredField(AddressLine),
  postcode: requiredField(Postcode),
});
export type Address = typeof Address.Type;

const Dates = Schema.Array(SessionDate)
  .annotations({ message: required })
  .pipe(Schema.minItems(LIMITS.minSessionDates, saying("validation.minOneDate")), Schema.maxItems(LIMITS.maxSessionDates, saying("validation.maxFourDates")));

const Capacity = Schema.Number.annotations({ message: required }).pipe(
  Schema.lessThanOrEqualTo(LIMITS.maxCapacity, saying("input.capacityTooLarge", { max: String(LIMITS.maxCapacity) })),
  Schema.int(saying("validation.positiveNumber")),
  Schema.greaterThanOrEqualTo(LIMITS.minCapacity, saying("validation.positiveNumber")),
);

/** A set of the course's modules (checked against the course by the session rules): at most four, each once. */
const Modules = Schema.Array(oneOf(MODULES, says("validation.selectAtLeastOne")))
  .annotations(saying("validation.selectAtLeastOne"))
  .pipe(
    Schema.minItems(1, saying("validation.selectAtLeastOne")),
    Schema.maxItems(LIMITS.maxModulesPerSession, saying("input.tooManyItems", { max: String(LIMITS.maxModulesPerSession) })),
    Schema.transform(Schema.Array(Schema.Literal(...MODULES)), { strict: true, decode: (modules) => [...new Set(modules)], encode: (modules) => modules }),
  );

const SessionDetails = Schema.Struct({
  dates: requiredField(Dates),
  course: requiredField(oneOf(COURSES)),
  modules: Schema.propertySignature(Modules).annotations({ missingMessage: () => says("validation.selectAtLeastOne") }),
  capacity: requiredField(Capacity),
  partnerTrainer1: requiredField(Uuid),
  partnerTrainer2: Schema.optionalWith(Schema.NullOr(Uuid.annotations(saying("product.trainerUnknown"))), {
    default: () => null,
  }),
  contactEmail: requiredField(Email),
  extraInfo: Schema.optionalWith(Schema.NullOr(FreeText(LIMITS.extraInfoMaxLength)), { default: () => null }),
});

const Remote = Schema.Struct({
  remote: Schema.propertySignature(Schema.Boolean.annotations(saying("validation.sessionType"))).annotations({
    missingMessage: () => says("validation.sessionType"),
  }),
});

/** An object is needed before its lines can be checked: null or a string reads as 'required'. */
const AddressObject = Schema.Object.annotations({ message: required }).pipe(Schema.compose(Address, { strict: false }));

const FaceToFace = Schema.Struct({ address: requiredField(AddressObject) });

const LINK_PATTERN = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

const linkRule: Record<MeetingPlatform, { readonly mustContain: string; readonly message: Message } | null> = {
  zoom: { mustContain: "zoom", message: message("validation.zoomLink") },
  teams: { mustContain: "teams.microsoft", message: message("validation.teamsLink") },
  google: { mustContain: "meet.google", message: message("validation.googleLink") },
  other: null,
};

const meetingLinkError = (platform: MeetingPlatform, link: string): Message | undefined => {
  if (!LINK_PATTERN.test(link)) return message("validation.invalidLink");
  const rule = linkRule[platform];
  return rule && !link.toLowerCase().includes(rule.mustContain) ? rule.message : undefined;
};

const Online = Schema.Struct({
  meetingPlatform: requiredField(oneOf(MEETING_PLATFORMS)),
  meetingLink: requiredField(RequiredText.pipe(Schema.maxLength(LIMITS.linkMaxLength, tooLong(LIMITS.linkMaxLength)))),
});

interface FaceToFaceDelivery {
  readonly remote: false;
  readonly address: Address;
  readonly meetingPlatform: null;
  readonly meetingLink: null;
}
interface OnlineDelivery {
  readonly remote: true;
  readonly address: null;
  readonly meetingPlatform: MeetingPlatform;
  readonly meetingLink: string;
}
export type Delivery = FaceToFaceDelivery | OnlineDelivery;

/** Delivery: face to face needs an address, online a platform and a matching link; the other part is reset. */
const decodeDelivery = (input: unknown): Either.Either<Delivery, FieldMessages> =>
  Either.flatMap(decodeFields(Remote)(input), ({ remote }): Either.Either<Delivery, FieldMessages> => {
    if (!remote) {
      return Either.map(decodeFields(FaceToFace)(input), ({ address }) => ({
        remote: false,
        address,
        meetingPlatform: null,
        meetingLink: null,
      }));
    }
    return Either.flatMap(decodeFields(Online)(input), ({ meetingPlatform, meetingLink }) => {
      const linkError = meetingLinkError(meetingPlatform, meetingLink);
      return linkError ? Either.left({ meetingLink: linkError }) : Either.right({ remote: true, address: null, meetingPlatform, meetingLink });
    });
  });

export type SessionForm = typeof SessionDetails.Type & Delivery;

/** Decodes a session form, answering every field's error at once or the normalised form. */
export const decodeSessionForm = (input: unknown): Either.Either<SessionForm, FieldMessages> =>
  combineParts(decodeFields(SessionDetails)(input), decodeDelivery(input));

/** The session form as it travels, for the API's documentation; decodeSessionForm judges it (delivery by `remote`). */
export const SessionFormWire = Schema.Struct({
  ...SessionDetails.fields,
  ...Remote.fields,
  address: Schema.optional(Schema.NullOr(Address)),
  meetingPlatform: Schema.optional(Schema.NullOr(oneOf(MEETING_PLATFORMS))),
  meetingLink: Schema.optional(Schema.NullOr(Schema.String)),
}).annotations({ identifier: "SessionForm" });
