import type { VisitorMailSettings } from "#core/outbox/mail-settings";
import { invalid } from "#core/result";
import {
  guardVisitorForm,
  type VisitorCheckOptions,
  type VisitorGuarded,
} from "#core/visitor-forms/guard-visitor-form";
import { RegistrationSchema } from "#rules/class-registration";
import { fieldErrors } from "#rules/form-text";
import { registerForClass } from "./register-for-class";

/**
 * A registration form as a visitor sends it: the form's rules, the client's
 * rate limit, the bot checks of the other visitor forms, then the seat.
 */
export async function receiveRegistration({
  classInstanceId,
  today,
  mail,
  timeZone,
  now = new Date(),
  ...checks
}: VisitorCheckOptions & {
  classInstanceId: string;
  today: string;
  mail: VisitorMailSettings;
  timeZone: string;
  now?: Date;
}): Promise<Awaited<ReturnType<typeof registerForClass>> | VisitorGuarded> {
  const { db, fields, clientAddress } = checks;
  const parsed = RegistrationSchema.safeParse(fields);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  // The newsletter form's thresholds: a registration is about as short.
  const checked = await guardVisitorForm({ ...checks, scope: "register", fillTime: "subscribe", now });
  if (!checked.ok) return checked;
  return registerForClass({ db, classInstanceId, input: fields, today, mail, timeZone, clientAddress });
}
