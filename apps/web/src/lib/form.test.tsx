import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { changedBeforeHydration } from './before-hydration';
import { type Form, FormProvider, type Resolver, useForm, useFormContext, useWatch } from './form';

type Values = { kind: 'a' | 'b'; name: string; count: string };

// A name is needed; the count must be a number.
const resolver: Resolver<Values> = async (values) => ({
  errors: {
    ...(values.name ? {} : { name: { message: 'Name needed' } }),
    ...(/^\d+$/.test(values.count) ? {} : { count: { message: 'Count is a number' } }),
  },
});

function Fields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<Values>();
  const kind = useWatch<Values, 'kind'>({ name: 'kind' });
  return (
    <>
      <label>
        <input type="radio" value="a" {...register('kind', 'a')} />A
      </label>
      <label>
        <input type="radio" value="b" {...register('kind', 'b')} />B
      </label>
      <label>
        Name <input {...register('name')} />
      </label>
      {kind === 'b' && (
        <label>
          Count <input {...register('count')} />
        </label>
      )}
      <p>{errors.name?.message}</p>
      <p>{errors.count?.message}</p>
    </>
  );
}

function Host({
  onValid,
  onInvalid,
  onForm,
}: {
  onValid: () => void;
  onInvalid: () => void;
  onForm: (form: Form<Values>) => void;
}) {
  const form = useForm<Values>({ defaultValues: { kind: 'a', name: '', count: '2' }, resolver });
  onForm(form);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)}>
        <Fields />
        <button type="submit">Send</button>
      </form>
    </FormProvider>
  );
}

function renderForm(onValid = vi.fn(), onInvalid = vi.fn()) {
  let form!: Form<Values>;
  render(
    <Host
      onValid={onValid}
      onInvalid={onInvalid}
      onForm={(current) => {
        form = current;
      }}
    />,
  );
  return { form: () => form, user: userEvent.setup() };
}

describe('the trip forms’ form layer', () => {
  it('shows the stored values in native inputs, and stores what is typed or chosen', async () => {
    const { form, user } = renderForm();
    expect(screen.getByRole('radio', { name: 'A' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'B' }));
    expect(form().getValues('kind')).toBe('b');
    // An input that appears later shows the value already stored.
    expect(screen.getByRole('textbox', { name: 'Count' })).toHaveValue('2');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rahim');
    expect(form().getValues()).toEqual({ kind: 'b', name: 'Rahim', count: '2' });
    act(() => form().setValue('kind', 'a'));
    expect(screen.getByRole('radio', { name: 'A' })).toBeChecked();
    act(() => form().reset({ kind: 'b', name: 'Karim', count: '7' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Karim');
    expect(screen.getByRole('textbox', { name: 'Count' })).toHaveValue('7');
  });

  it('tells watchers which field changed, and nothing for a reset', async () => {
    const { form, user } = renderForm();
    const heard: (string | undefined)[] = [];
    const subscription = form().watch((_values, { name }) => heard.push(name));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'R');
    act(() => form().setValue('kind', 'b'));
    act(() => form().reset({ kind: 'a', name: '', count: '1' }));
    subscription.unsubscribe();
    act(() => form().setValue('kind', 'b'));
    expect(heard).toEqual(['name', 'kind', undefined]);
  });

  it('checks only the fields a trigger names, and all of them on submit', async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    const { form, user } = renderForm(onValid, onInvalid);
    act(() => form().setValue('count', 'x'));
    let valid = true;
    await act(async () => {
      valid = await form().trigger('name');
    });
    expect(valid).toBe(false);
    expect(screen.getByText('Name needed')).toBeInTheDocument();
    expect(screen.queryByText('Count is a number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onInvalid).toHaveBeenCalledWith({
      name: { message: 'Name needed' },
      count: { message: 'Count is a number' },
    });
    expect(screen.getByText('Count is a number')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Rahim');
    act(() => form().setValue('count', '3'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ kind: 'a', name: 'Rahim', count: '3' });
    expect(screen.queryByText('Name needed')).not.toBeInTheDocument();
    expect(form().formState.isSubmitting).toBe(false);
  });

  it('keeps an error set after a submit until it is cleared', async () => {
    const { form } = renderForm();
    act(() => form().setError('name', { type: 'server', message: 'Taken' }));
    expect(screen.getByText('Taken')).toBeInTheDocument();
    expect(form().getFieldState('name').error?.message).toBe('Taken');
    act(() => form().clearErrors('name'));
    expect(screen.queryByText('Taken')).not.toBeInTheDocument();
  });

  it('takes up what a visitor entered before the form hydrated instead of writing over it', async () => {
    let form!: Form<Values>;
    const ui = (
      <Host
        onValid={vi.fn()}
        onInvalid={vi.fn()}
        onForm={(current) => {
          form = current;
        }}
      />
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(ui);
    // The server's HTML already shows the starting values.
    expect(container.querySelector('input[value="a"]')).toBeChecked();
    expect(container.querySelector('input[name="name"]')).toHaveValue('');
    // The visitor checks B and types a name while the page's code is still on its way.
    const radioB = container.querySelector<HTMLInputElement>('input[value="b"]')!;
    radioB.checked = true;
    changedBeforeHydration.add(radioB);
    const name = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    name.value = 'Rahim';
    changedBeforeHydration.add(name);

    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(form.getValues()).toEqual({ kind: 'b', name: 'Rahim', count: '2' });
    expect(radioB).toBeChecked();
    expect(name).toHaveValue('Rahim');
    // What the form holds and the visitor did not touch is shown as ever.
    expect(screen.getByRole('textbox', { name: 'Count' })).toHaveValue('2');
    container.remove();
  });
});
