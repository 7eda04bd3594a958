import type { FormRule } from 'antd';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { checkRules } from './check-rules.ts';

type Values = Record<string, string | undefined>;
type Errors = Record<string, readonly string[]>;
type Rules<V extends Values> = Partial<Record<keyof V & string, readonly FormRule[]>>;

export interface PlainFormOptions<V extends Values> {
  /** the form's name: its inputs' ids are `name_field`, as antd's Form gives them */
  name: string;
  /**
   * each checked field's rules (antd-shaped: lib/forms/rules-from.ts, features' form-rules.ts), or
   * how to load them: rules made of the contract's schemas bring zod, which a page's first load can
   * leave out (they are loaded by the first check)
   */
  rules: Rules<V> | (() => Promise<Rules<V>>);
  /** a field checked again when one it depends on changes, once it was checked (antd's dependencies) */
  dependencies?: Partial<Record<keyof V & string, readonly (keyof V & string)[]>>;
  /**
   * when a field is checked besides the submit: when it loses the focus (the default), or at each
   * change, as antd's Form does by default (its `validateTrigger`), so a message goes as soon as the
   * value is right
   */
  checkOn?: 'blur' | 'change';
}

/** An input or a text area of the form. */
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** What an input of the form is given (PlainForm's `input`). */
export interface PlainInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: () => void;
  ref: (el: FieldElement | null) => void;
}

/** A form of usePlainForm (methods: a part that takes a form of more fields can be given it). */
export interface PlainForm<V extends Values> {
  values: Partial<V>;
  idOf(field: keyof V & string): string;
  errorsOf(field: keyof V & string): readonly string[];
  getFieldValue(field: keyof V & string): string | undefined;
  getFieldError(field: keyof V & string): readonly string[];
  /** The props of a field's input: id, name, value, change and blur, and the element's ref. */
  input(field: keyof V & string): PlainInputProps;
  /** Checks the fields; resolves their values, or rejects when any was refused (antd's call). */
  validateFields(fields: readonly (keyof V & string)[]): Promise<Partial<V>>;
  /** Puts messages beside fields (the server's reasons, a refusal found elsewhere). */
  setFields(fields: readonly { name: string; errors: readonly string[] }[]): void;
  /** The form's submit handler: checks every field, then `onFinish` with the values. */
  onSubmit(onFinish: (values: Partial<V>) => unknown): (event?: FormEvent) => Promise<void>;
}

/**
 * A form's values, checks and errors without antd's Form, as the account forms used it: a field is
 * checked when it loses the focus and on submit (then the first refused one gets the focus), a
 * field that depends on another is checked again when that one changes, and the server's field
 * reasons can be put beside the inputs (`setFields`, what lib/api's fieldErrorsIn calls). A submit
 * runs one at a time: from the check until what `onFinish` returns settles.
 */
export function usePlainForm<V extends Values>({
  name,
  rules,
  dependencies,
  checkOn = 'blur',
}: PlainFormOptions<V>): PlainForm<V> {
  type Name = keyof V & string;
  const [values, setValues] = useState<Partial<V>>({});
  const [errors, setErrorsState] = useState<Errors>({});
  const current = useRef({ values: {} as Partial<V>, errors: {} as Errors });
  const checked = useRef(new Set<string>());
  const runs = useRef(new Map<string, number>());
  const inputs = useRef(new Map<string, FieldElement | null>());
  const submitting = useRef(false);

  const getFieldValue = (field: string): string | undefined => current.current.values[field];
  const putErrors = (next: Errors) => {
    current.current.errors = { ...current.current.errors, ...next };
    setErrorsState(current.current.errors);
  };

  /** Checks `fields` (all with rules when none given); resolves whether all of them passed. */
  const check = async (fields?: readonly Name[]): Promise<boolean> => {
    const rulesOf = typeof rules === 'function' ? await rules() : rules;
    const names = fields ?? (Object.keys(rulesOf) as Name[]);
    const outcomes = await Promise.all(
      names.map(async (field) => {
        checked.current.add(field);
        const run = (runs.current.get(field) ?? 0) + 1;
        runs.current.set(field, run);
        const messages = await checkRules(rulesOf[field] ?? [], getFieldValue(field), {
          getFieldValue,
        });
        // a later check of the same field (a newer value) has the last word
        if (runs.current.get(field) === run) putErrors({ [field]: messages });
        return messages.length === 0;
      }),
    );
    return outcomes.every(Boolean);
  };

  const setValue = (field: Name, value: string) => {
    current.current.values = { ...current.current.values, [field]: value };
    setValues(current.current.values);
    const dependents = (Object.keys(dependencies ?? {}) as Name[]).filter(
      (other) => dependencies?.[other]?.includes(field) && checked.current.has(other),
    );
    const toCheck = checkOn === 'change' ? [field, ...dependents] : dependents;
    if (toCheck.length > 0) void check(toCheck);
  };

  const focusFirstInvalid = () => {
    const refused = [...inputs.current.entries()]
      .filter(([field, el]) => el && (current.current.errors[field]?.length ?? 0) > 0)
      .map(([, el]) => el!)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    refused[0]?.focus();
  };

  return {
    values,
    idOf: (field: Name) => `${name}_${field}`,
    errorsOf: (field: Name): readonly string[] => errors[field] ?? [],
    getFieldValue: (field: Name) => getFieldValue(field),
    getFieldError: (field: Name): readonly string[] => current.current.errors[field] ?? [],
    input: (field: Name) => ({
      id: `${name}_${field}`,
      name: field,
      value: values[field] ?? '',
      onChange: (event: ChangeEvent<FieldElement>) => setValue(field, event.target.value),
      onBlur: () => (checkOn === 'blur' ? void check([field]) : undefined),
      ref: (el: FieldElement | null) => void inputs.current.set(field, el),
    }),
    validateFields: async (fields: readonly Name[]) => {
      if (!(await check(fields))) throw new Error('invalid');
      return current.current.values;
    },
    setFields: (fields: readonly { name: string; errors: readonly string[] }[]) =>
      putErrors(Object.fromEntries(fields.map((f) => [f.name, f.errors]))),
    onSubmit: (onFinish: (values: Partial<V>) => unknown) => async (event?: FormEvent) => {
      event?.preventDefault();
      if (submitting.current) return;
      submitting.current = true;
      try {
        if (!(await check())) {
          focusFirstInvalid();
          return;
        }
        await onFinish(current.current.values);
      } catch {
        // the transport or the fields have said why
      } finally {
        submitting.current = false;
      }
    },
  };
}
