import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { system } from '../../app/theme';
import RichTextEditor from './RichTextEditor';

/** The edit form's situation: a field the owner types in, and the editor arriving after it. */
function FormWithLateEditor() {
  const [editorLoaded, setEditorLoaded] = useState(false);
  return (
    <ChakraProvider value={system}>
      <label htmlFor="rent">Rent</label>
      <input id="rent" onFocus={() => setEditorLoaded(true)} />
      {editorLoaded && <RichTextEditor id="description" initialHtml="<p>Bright rooms near the market.</p>" onChange={() => undefined} />}
    </ChakraProvider>
  );
}

test('an editor that opens with a description leaves the focus, and the typing, where the user is', async () => {
  const user = userEvent.setup();
  render(<FormWithLateEditor />);
  await user.click(screen.getByLabelText('Rent'));
  await screen.findByText('Bright rooms near the market.');

  expect(document.activeElement).toBe(screen.getByLabelText('Rent'));
  await user.keyboard('8500');
  expect(screen.getByLabelText('Rent')).toHaveValue('8500');
  expect(screen.getByText('Bright rooms near the market.')).toHaveTextContent(/^Bright rooms near the market\.$/);
});
