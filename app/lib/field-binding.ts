import { z } from "zod/mini";

/**
 * What a form field's HTML says about its value, read from its zod schema in
 * `rules/`, so a limit is written once. The back-office forms post with
 * `noValidate`: these attributes mark fields and stop typing past a length,
 * while the schema's own messages still show under the fields.
 */
export type FieldConstraint = {
  required: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  type?: "number";
  inputMode?: "numeric";
  min?: number;
  max?: number;
};

type Schema = z.core.$ZodType;
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: unknown;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};
type Def = {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  in?: Schema;
  out?: Schema;
  innerType?: Schema;
  shape?: Record<string, Schema>;
};

// zod types each kind's def apart (and its checks as classes); these are the fields read here, the same on every kind.
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);

/** The schema that checks the value in the end, and whether a transform changed the value before it. */
function checkedSchema(schema: Schema, transformed = false): { schema: Schema; transformed: boolean } {
  const def = defOf(schema);
  if (def.type === "pipe" && def.in && def.out) {
    if (defOf(def.out).type === "transform") return checkedSchema(def.in, transformed);
    const before = checkedSchema(def.in, transformed);
    return checkedSchema(def.out, before.transformed || defOf(before.schema).type === "transform");
  }
  if (WRAPPERS.has(def.type) && def.innerType) return checkedSchema(def.innerType, transformed);
  return { schema, transformed };
}

/** A bound the schema does not include: a number input steps by whole numbers unless told otherwise. */
const wholeBound = (value: number, inclusive: boolean | undefined, step: 1 | -1) =>
  inclusive ? value : Number.isInteger(value) ? value + step : undefined;

/** The constraint of one field. Required means the schema refuses the field posted empty. */
export function fieldConstraint(schema: Schema): FieldConstraint {
  const constraint: FieldConstraint = { required: !z.safeParse(schema, "").success };
  const checked = checkedSchema(schema);
  const def = defOf(checked.schema);
  if (def.type === "number") {
    constraint.type = "number";
    constraint.inputMode = "numeric";
  }
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    if (def.type === "string" && check.check === "min_length" && (check.minimum ?? 0) > 1)
      constraint.minLength = check.minimum;
    if (def.type === "string" && check.check === "max_length") constraint.maxLength = check.maximum;
    // A pattern only says something about what is typed when no transform reshaped it first.
    if (def.type === "string" && check.format === "regex" && check.pattern && !checked.transformed)
      constraint.pattern = check.pattern.source;
    if (def.type === "number" && typeof check.value === "number") {
      if (check.check === "greater_than") constraint.min = wholeBound(check.value, check.inclusive, 1);
      if (check.check === "less_than") constraint.max = wholeBound(check.value, check.inclusive, -1);
    }
  }
  return constraint;
}

type ObjectSchema = Schema & { shape: Record<string, Schema> };

const constraintsOf = new WeakMap<Schema, Record<string, FieldConstraint>>();

/** The constraint of each field of a form's object schema. */
export function fieldConstraints<S extends ObjectSchema>(
  schema: S,
): Record<keyof S["shape"] & string, FieldConstraint> {
  let found = constraintsOf.get(schema);
  if (!found) {
    found = Object.fromEntries(Object.entries(schema.shape).map(([name, field]) => [name, fieldConstraint(field)]));
    constraintsOf.set(schema, found);
  }
  return found;
}

export type FieldBinding = FieldConstraint & {
  id: string;
  name: string;
  error: string | undefined;
  defaultValue?: string | number;
  value?: string | number;
};

/**
 * Binds a form's fields to its schema: `field("name")` gives the input its id,
 * name, saved value, message and constraints, ready to spread on a TextField,
 * TextAreaField or SelectField; after a save refused without JavaScript, what
 * was typed (`typed`, from useEditorState) shows instead. A field the page keeps in state passes
 * `{ value }` instead of taking the saved value. Props written after the
 * spread win, for what the schema cannot say (a select always has a choice).
 */
export function bindFields<S extends ObjectSchema>(
  schema: S,
  {
    values,
    typed,
    errors,
    idPrefix = "",
  }: {
    values: object | null | undefined;
    typed?: URLSearchParams;
    errors: Record<string, string>;
    idPrefix?: string;
  },
) {
  const constraints = fieldConstraints(schema);
  const saved = overTyped(values ?? {}, typed) as Record<string, unknown>;
  return function field(name: keyof S["shape"] & string, own: { value?: string | number } = {}): FieldBinding {
    const binding = { id: `${idPrefix}${name}`, name, error: errors[name], ...constraints[name] };
    if ("value" in own) return { ...binding, value: own.value };
    const value = saved[name];
    return { ...binding, defaultValue: typeof value === "string" || typeof value === "number" ? value : undefined };
  };
}

/** A form's field binder, as shared parts of several forms take it. */
export type FieldBinder<Name extends string> = (name: Name, own?: { value?: string | number }) => FieldBinding;

/**
 * (Here, beside the editors that use it, rather than in rules/form-answer.ts,
 * whose helpers the public pages load.)
 *
 * A form's saved values with what was typed over them: each field that was
 * posted shows as it was typed. A checkbox, posted only when checked, is named
 * in `checkboxes`, so that one left unchecked shows unchecked.
 */
export function overTyped<Values extends object>(
  values: Values,
  typed: URLSearchParams | undefined,
  checkboxes: readonly string[] = [],
): Values {
  if (!typed) return values;
  const kept: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const name of typed.keys()) kept[name] = typed.get(name);
  for (const name of checkboxes) kept[name] = typed.has(name);
  return kept as Values;
}

/**
 * A binding for a select: a choice has no length or pattern to type against,
 * and HTML allows none of those on a select (a text schema, say the
 * newsletter's audience, would otherwise put `maxlength` on it).
 */
export function selectBinding({ minLength, maxLength, pattern, inputMode, type, ...binding }: FieldBinding) {
  return binding;
}
