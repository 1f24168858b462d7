import { Button, Group, HStack, IconButton, Input, NativeSelect, Popover, Portal, Separator, Stack } from '@chakra-ui/react';
import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $createQuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $insertNodeToNearestRoot, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $createTextNode,
  $getSelection,
  $isRangeSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type ElementFormatType,
  type TextFormatType,
} from 'lexical';
import { useEffect, useState, type ReactNode } from 'react';
import {
  LuAlignCenter,
  LuAlignJustify,
  LuAlignLeft,
  LuAlignRight,
  LuBold,
  LuImage,
  LuItalic,
  LuLink,
  LuList,
  LuListCollapse,
  LuListOrdered,
  LuRedo2,
  LuStrikethrough,
  LuUnderline,
  LuUndo2,
} from 'react-icons/lu';
import { CollapsibleContainerNode, CollapsibleContentNode, CollapsibleTitleNode } from './CollapsibleNodes';
import { $createImageNode } from './ImageNode';
import { UploadImageButton, type UploadImage } from './UploadImageButton';

export const isSafeUrl = (url: string) => /^(https?:\/\/|mailto:|tel:)/i.test(url.trim());

const BLOCK_STYLES = [
  { value: 'paragraph', label: 'Normal text' },
  { value: 'h2', label: 'Heading' },
  { value: 'h3', label: 'Subheading' },
  { value: 'quote', label: 'Quote' },
] as const;

function ToolButton({
  label,
  onClick,
  active,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      size="sm"
      variant={active ? 'subtle' : 'ghost'}
      colorPalette={active ? 'brand' : 'gray'}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      minW="36px"
    >
      {children}
    </IconButton>
  );
}

/** A small form in a popover (link address, image address): the editor keeps its selection. */
function InsertPopover({
  label,
  icon,
  fields,
  onInsert,
}: {
  label: string;
  icon: ReactNode;
  fields: Array<{ name: string; label: string; placeholder: string }>;
  onInsert: (values: Record<string, string>) => boolean;
}) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <IconButton aria-label={label} title={label} size="sm" variant="ghost" minW="36px">
          {icon}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="xs">
            <Popover.Body>
              <Stack gap="2">
                {fields.map((field) => (
                  <Input
                    key={field.name}
                    aria-label={field.label}
                    placeholder={field.placeholder}
                    size="sm"
                    value={values[field.name] ?? ''}
                    onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                  />
                ))}
                {error && (
                  <Popover.Description color="fg.error" fontSize="sm">
                    {error}
                  </Popover.Description>
                )}
                <Button
                  size="sm"
                  colorPalette="brand"
                  onClick={() => {
                    if (!onInsert(values)) return setError('Enter a full web address starting with https://');
                    setValues({});
                    setError('');
                    setOpen(false);
                  }}
                >
                  {label}
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** `uploadImage`: offer uploading pictures to our storage besides linking one by its address. */
export function Toolbar({ uploadImage }: { uploadImage?: UploadImage }) {
  const [editor] = useLexicalComposerContext();
  const [canUndo, setCanUndo] = useState(false);
  const [canRedo, setCanRedo] = useState(false);
  const [formats, setFormats] = useState<Set<TextFormatType>>(new Set());

  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(CAN_UNDO_COMMAND, (value) => (setCanUndo(value), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(CAN_REDO_COMMAND, (value) => (setCanRedo(value), false), COMMAND_PRIORITY_LOW),
        editor.registerUpdateListener(({ editorState }) =>
          editorState.read(() => {
            const selection = $getSelection();
            if (!$isRangeSelection(selection)) return;
            setFormats(
              new Set((['bold', 'italic', 'underline', 'strikethrough'] as const).filter((format) => selection.hasFormat(format))),
            );
          }),
        ),
      ),
    [editor],
  );

  const setBlock = (style: string) =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      $setBlocksType(selection, () =>
        style === 'quote' ? $createQuoteNode() : style === 'h2' || style === 'h3' ? $createHeadingNode(style) : $createParagraphNode(),
      );
    });

  const insertAccordion = () =>
    editor.update(() => {
      const title = new CollapsibleTitleNode().append($createTextNode('Click to read more'));
      const content = new CollapsibleContentNode().append($createParagraphNode());
      $insertNodeToNearestRoot(new CollapsibleContainerNode().append(title, content));
    });

  const text = (format: TextFormatType, label: string, icon: ReactNode) => (
    <ToolButton label={label} active={formats.has(format)} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, format)}>
      {icon}
    </ToolButton>
  );
  const align = (format: ElementFormatType, label: string, icon: ReactNode) => (
    <ToolButton label={label} onClick={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, format)}>
      {icon}
    </ToolButton>
  );

  return (
    <HStack role="toolbar" aria-label="Formatting" wrap="wrap" gap="1" p="1.5" borderBottomWidth="1px" bg="bg.muted">
      <Group>
        <ToolButton label="Undo" disabled={!canUndo} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>
          <LuUndo2 />
        </ToolButton>
        <ToolButton label="Redo" disabled={!canRedo} onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}>
          <LuRedo2 />
        </ToolButton>
      </Group>
      <Separator orientation="vertical" h="6" />
      <NativeSelect.Root size="sm" width="140px">
        <NativeSelect.Field aria-label="Text style" defaultValue="paragraph" onChange={(event) => setBlock(event.target.value)}>
          {BLOCK_STYLES.map((style) => (
            <option key={style.value} value={style.value}>
              {style.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Separator orientation="vertical" h="6" />
      {text('bold', 'Bold', <LuBold />)}
      {text('italic', 'Italic', <LuItalic />)}
      {text('underline', 'Underline', <LuUnderline />)}
      {text('strikethrough', 'Strikethrough', <LuStrikethrough />)}
      <Separator orientation="vertical" h="6" />
      <InsertPopover
        label="Insert link"
        icon={<LuLink />}
        fields={[{ name: 'url', label: 'Link address', placeholder: 'https://...' }]}
        onInsert={({ url = '' }) => isSafeUrl(url) && editor.dispatchCommand(TOGGLE_LINK_COMMAND, url.trim())}
      />
      {/* Where pictures are uploaded, linked ones would be dropped on save (only our storage's are kept). */}
      {uploadImage ? (
        <UploadImageButton upload={uploadImage} />
      ) : (
        <InsertPopover
          label="Insert image"
          icon={<LuImage />}
          fields={[
            { name: 'src', label: 'Image address', placeholder: 'https://...' },
            { name: 'alt', label: 'Image description', placeholder: 'What the image shows' },
          ]}
          onInsert={({ src = '', alt = '' }) => {
            if (!/^https:\/\//i.test(src.trim())) return false;
            editor.update(() => $insertNodeToNearestRoot($createImageNode(src.trim(), alt.trim())));
            return true;
          }}
        />
      )}
      <ToolButton label="Insert accordion" onClick={insertAccordion}>
        <LuListCollapse />
      </ToolButton>
      <Separator orientation="vertical" h="6" />
      {align('left', 'Align left', <LuAlignLeft />)}
      {align('center', 'Align centre', <LuAlignCenter />)}
      {align('right', 'Align right', <LuAlignRight />)}
      {align('justify', 'Justify', <LuAlignJustify />)}
      <Separator orientation="vertical" h="6" />
      <ToolButton label="Bulleted list" onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}>
        <LuList />
      </ToolButton>
      <ToolButton label="Numbered list" onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}>
        <LuListOrdered />
      </ToolButton>
    </HStack>
  );
}
