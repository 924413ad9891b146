import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { Formik, Form } from 'formik';
import { signUpSchema } from '@gluegun/common';
import { FocusFirstInvalid } from '../FocusFirstInvalid';
import { TextField } from '../form/TextField';

jest.setTimeout(60_000);

function SignUpLike() {
  return (
    <ChakraProvider value={defaultSystem}>
      <Formik
        initialValues={{ name: '', email: '', password: '' }}
        validationSchema={signUpSchema}
        onSubmit={jest.fn()}
      >
        <Form noValidate>
          <FocusFirstInvalid />
          <TextField name="name" label="Name" />
          <TextField name="email" label="E-mail" type="email" />
          <TextField name="password" label="Password" type="password" />
          <button type="submit">Sign Up</button>
        </Form>
      </Formik>
    </ChakraProvider>
  );
}

async function paste(label: string, text: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(text);
}

describe('FocusFirstInvalid', () => {
  it('moves focus to the first refused field when the form starts empty', async () => {
    render(<SignUpLike />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('a mousedown on the submit button does not blur the field typed in (its message would move the button away)', async () => {
    render(<SignUpLike />);
    await paste('Password', '12345');
    const notPrevented = fireEvent.mouseDown(screen.getByRole('button', { name: 'Sign Up' }));
    expect(notPrevented).toBe(false);
    // Any other mousedown in the form keeps its default.
    expect(fireEvent.mouseDown(screen.getByLabelText('Name'))).toBe(true);
  });

  it('moves focus to a field that was already invalid (not yet shown) before the submit', async () => {
    render(<SignUpLike />);
    await paste('Name', 'Fay Focus');
    await paste('E-mail', 'fay@example.com');
    await paste('Password', '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Must be 6 chracters longer')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });
});
