'use client';

import {
  type ChangeEvent,
  createContext,
  type ReactNode,
  type RefCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { changedBeforeHydration } from './before-hydration';

// The part of react-hook-form the trip forms use (the home chooser and the request form), in about a
// twentieth of its size, so the home page's first load does not carry the whole library: a store of the
// entries and their errors, native inputs bound by `register` (uncontrolled: the store reads them on
// change and writes them on setValue/reset, a keystroke renders nothing), `Controller` for the inputs
// that are components, a resolver that checks the whole form, and subscriptions (`useWatch`,
// `useFormState`) through useSyncExternalStore.

export type FieldError = { type?: string; message?: string };
export type FieldErrors<V> = Partial<Record<keyof V & string, FieldError>>;
/** Checks the entries; an empty `errors` means they may be sent. */
export type Resolver<V> = (values: V) => Promise<{ errors: FieldErrors<V> }>;
type Name<V> = keyof V & string;
export type WatchInfo = { name?: string };
type Bindable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export type FormState<V> = { errors: FieldErrors<V>; isSubmitting: boolean };

/**
 * What `register(name)` spreads onto a native input, select or textarea, and `register(name, value)` onto
 * one radio of a group. The server's HTML already shows the form's starting values (defaultValue,
 * defaultChecked), so nothing changes on screen when the code hydrates it.
 */
export type RegisteredField = {
  name: string;
  ref: RefCallback<Bindable>;
  onChange: (event: ChangeEvent<Bindable>) => void;
  defaultValue?: string;
  defaultChecked?: boolean;
};

const isChoice = (el: Bindable): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox');

/** The store behind a form: one per form, shared with its fields through FormProvider. */
export class FormControl<V extends object> {
  private values: V;
  private state: FormState<V> = { errors: {}, isSubmitting: false };
  private readonly valueListeners = new Set<() => void>();
  private readonly stateListeners = new Set<() => void>();
  private readonly watchers = new Set<(values: V, info: WatchInfo) => void>();
  private readonly elements = new Map<string, Set<Bindable>>();
  private readonly registered = new Map<string, RegisteredField>();

  constructor(
    private readonly defaultValues: V,
    private readonly resolver?: Resolver<V>,
  ) {
    this.values = { ...defaultValues };
  }

  readonly subscribeValues = (listener: () => void) => {
    this.valueListeners.add(listener);
    return () => this.valueListeners.delete(listener);
  };
  readonly subscribeState = (listener: () => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };
  readonly getState = () => this.state;
  readonly currentValues = () => this.values;

  private setState(next: Partial<FormState<V>>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.stateListeners) listener();
  }

  private changed(name: string | undefined) {
    for (const listener of this.valueListeners) listener();
    for (const watcher of this.watchers) watcher(this.values, { name });
  }

  /** Shows the stored value in the inputs bound to `name` (a radio group: the one of that value). */
  private writeElement(el: Bindable, value: unknown) {
    if (isChoice(el)) el.checked = el.type === 'radio' ? el.value === String(value ?? '') : !!value;
    else el.value = value == null ? '' : String(value);
  }
  private writeInputs(name: string) {
    const value = this.values[name as Name<V>];
    for (const el of this.elements.get(name) ?? []) this.writeElement(el, value);
  }

  /**
   * An input joining the form shows the stored value, unless the visitor changed it before the form's
   * code hydrated it (lib/before-hydration.ts): then the form takes what it holds. A radio group is
   * judged whole: the one the visitor checked stays checked.
   */
  private adoptOrWrite(name: Name<V>, el: Bindable) {
    let entered: Bindable | undefined;
    if (isChoice(el) && el.type === 'radio') {
      const group = el.form ? Array.from(el.form.querySelectorAll('input[type="radio"]')) : [el];
      entered = group.find(
        (radio): radio is HTMLInputElement =>
          radio instanceof HTMLInputElement &&
          radio.name === name &&
          radio.checked &&
          changedBeforeHydration.has(radio),
      );
    } else if (changedBeforeHydration.has(el)) entered = el;
    if (!entered) {
      this.writeElement(el, this.values[name]);
      return;
    }
    const value = isChoice(entered) && entered.type === 'checkbox' ? entered.checked : entered.value;
    if (this.values[name] === value) return;
    this.values = { ...this.values, [name]: value };
    this.changed(name);
  }

  readonly getValues: {
    (): V;
    <N extends Name<V>>(name: N): V[N];
  } = ((name?: Name<V>) => (name === undefined ? this.values : this.values[name])) as never;

  readonly setValue = <N extends Name<V>>(name: N, value: V[N]) => {
    this.values = { ...this.values, [name]: value };
    this.writeInputs(name);
    this.changed(name);
  };

  /** New entries for every field (errors dropped); watchers hear it without a field's name. */
  readonly reset = (values: V) => {
    this.values = { ...values };
    for (const name of this.elements.keys()) this.writeInputs(name);
    this.setState({ errors: {} });
    this.changed(undefined);
  };

  readonly watch = (callback: (values: V, info: WatchInfo) => void) => {
    this.watchers.add(callback);
    return { unsubscribe: () => void this.watchers.delete(callback) };
  };

  readonly register = (name: Name<V>, choice?: string): RegisteredField => {
    const field = this.bindingOf(name);
    // The starting value, never the current one: these props stay the same from render to render.
    const start = this.defaultValues[name];
    return choice === undefined
      ? { ...field, defaultValue: start == null ? '' : String(start) }
      : { ...field, defaultChecked: String(start ?? '') === choice };
  };

  private bindingOf(name: Name<V>): RegisteredField {
    let field = this.registered.get(name);
    if (!field) {
      field = {
        name,
        ref: (el) => {
          if (!el) return;
          const bound = this.elements.get(name) ?? new Set<Bindable>();
          this.elements.set(name, bound);
          bound.add(el);
          this.adoptOrWrite(name, el);
          return () => void bound.delete(el);
        },
        onChange: (event) => {
          const el = event.target;
          if (isChoice(el) && el.type === 'radio' && !el.checked) return;
          const value = isChoice(el) && el.type === 'checkbox' ? el.checked : el.value;
          this.values = { ...this.values, [name]: value };
          this.changed(name);
        },
      };
      this.registered.set(name, field);
    }
    return field;
  }

  readonly getFieldState = (name: Name<V>) => ({ error: this.state.errors[name] });

  readonly setError = (name: Name<V>, error: FieldError) =>
    this.setState({ errors: { ...this.state.errors, [name]: error } });

  readonly clearErrors = (names?: Name<V> | Name<V>[]) => {
    const list = names === undefined ? Object.keys(this.state.errors) : ([] as string[]).concat(names);
    if (!list.some((name) => name in this.state.errors)) return;
    const errors = { ...this.state.errors };
    for (const name of list) delete errors[name as Name<V>];
    this.setState({ errors });
  };

  private async check(): Promise<FieldErrors<V>> {
    return this.resolver ? (await this.resolver(this.values)).errors : {};
  }

  /**
   * Checks the form and shows the errors of the fields named (every field without names); true when
   * those fields have none.
   */
  readonly trigger = async (names?: Name<V> | Name<V>[]): Promise<boolean> => {
    const found = await this.check();
    if (names === undefined) {
      this.setState({ errors: found });
      return Object.keys(found).length === 0;
    }
    const list = ([] as Name<V>[]).concat(names);
    const errors = { ...this.state.errors };
    for (const name of list) {
      if (found[name]) errors[name] = found[name];
      else delete errors[name];
    }
    this.setState({ errors });
    return list.every((name) => !found[name]);
  };

  /** The form's submit handler: checks every field, then hands the entries or the errors on. */
  readonly handleSubmit =
    (onValid: (values: V) => unknown, onInvalid?: (errors: FieldErrors<V>) => unknown) =>
    async (event?: { preventDefault?: () => void }) => {
      event?.preventDefault?.();
      this.setState({ isSubmitting: true });
      try {
        const errors = await this.check();
        this.setState({ errors });
        if (Object.keys(errors).length === 0) await onValid(this.values);
        else await onInvalid?.(errors);
      } finally {
        this.setState({ isSubmitting: false });
      }
    };
}

/** A form's store with its current state, as useForm and useFormContext give it. */
export type Form<V extends object> = Pick<
  FormControl<V>,
  | 'register'
  | 'getValues'
  | 'setValue'
  | 'reset'
  | 'watch'
  | 'trigger'
  | 'getFieldState'
  | 'setError'
  | 'clearErrors'
  | 'handleSubmit'
> & { control: FormControl<V>; formState: FormState<V> };

function useFormOf<V extends object>(control: FormControl<V>): Form<V> {
  const formState = useSyncExternalStore(control.subscribeState, control.getState, control.getState);
  return useMemo(
    () => ({
      control,
      formState,
      register: control.register,
      getValues: control.getValues,
      setValue: control.setValue,
      reset: control.reset,
      watch: control.watch,
      trigger: control.trigger,
      getFieldState: control.getFieldState,
      setError: control.setError,
      clearErrors: control.clearErrors,
      handleSubmit: control.handleSubmit,
    }),
    [control, formState],
  );
}

/** A form whose entries start as `defaultValues`, checked by `resolver` on submit and trigger. */
export function useForm<V extends object>({
  defaultValues,
  resolver,
}: {
  defaultValues: V;
  resolver?: Resolver<V>;
}): Form<V> {
  const [control] = useState(() => new FormControl(defaultValues, resolver));
  return useFormOf(control);
}

const FormContext = createContext<FormControl<object> | null>(null);

/** Gives the form to the fields below (`<FormProvider {...form}>`). */
export function FormProvider<V extends object>({ control, children }: Form<V> & { children: ReactNode }) {
  return (
    <FormContext.Provider value={control as unknown as FormControl<object>}>{children}</FormContext.Provider>
  );
}

function useControl<V extends object>(control?: FormControl<V>): FormControl<V> {
  const context = useContext(FormContext) as FormControl<V> | null;
  const found = control ?? context;
  if (!found) throw new Error('a form field outside a FormProvider');
  return found;
}

/** The form of the nearest FormProvider; re-renders when its errors or submitting state change. */
export function useFormContext<V extends object>(): Form<V> {
  return useFormOf(useControl<V>());
}

/** The form's errors and submitting state, kept current. */
export function useFormState<V extends object>({ control }: { control?: FormControl<V> } = {}) {
  const found = useControl(control);
  return useSyncExternalStore(found.subscribeState, found.getState, found.getState);
}

/** One field's value, or every entry without a name, kept current. */
export function useWatch<V extends object>(options?: { control?: FormControl<V> }): V;
export function useWatch<V extends object, N extends Name<V>>(options: {
  control?: FormControl<V>;
  name: N;
}): V[N];
export function useWatch<V extends object>({
  control,
  name,
}: {
  control?: FormControl<V>;
  name?: Name<V>;
} = {}) {
  const found = useControl(control);
  const read = () => (name === undefined ? found.currentValues() : found.currentValues()[name]);
  return useSyncExternalStore(found.subscribeValues, read, read);
}

const noRef = () => {};

/** A field that is a component (place search): its value and error, and how to change it. */
export function Controller<V extends object, N extends Name<V>>({
  control,
  name,
  render,
}: {
  control?: FormControl<V>;
  name: N;
  render: (props: {
    field: { name: N; value: V[N]; onChange: (value: V[N]) => void; onBlur: () => void; ref: () => void };
    fieldState: { error?: FieldError };
  }) => ReactNode;
}) {
  const found = useControl(control);
  const value = useWatch({ control: found, name });
  const { errors } = useFormState({ control: found });
  const field = {
    name,
    value,
    onChange: (next: V[N]) => found.setValue(name, next),
    onBlur: noRef,
    ref: noRef,
  };
  return render({ field, fieldState: { error: errors[name] } });
}
