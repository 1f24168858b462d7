import { Box } from '@chakra-ui/react';
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer, type InitialConfigType } from '@lexical/react/LexicalComposer';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $getRoot, $insertNodes, $setSelection, type LexicalEditor } from 'lexical';
import { richTextStyles } from '../rich-text-styles';
import { CollapsibleContainerNode, CollapsibleContentNode, CollapsibleTitleNode } from './CollapsibleNodes';
import { ImageNode } from './ImageNode';
import { Toolbar, isSafeUrl } from './Toolbar';
import type { UploadImage } from './UploadImageButton';

export interface RichTextEditorProps {
  /** Id of the editable area, for the label's htmlFor. */
  id: string;
  /** HTML to start from (editing a listing); read once per mount. */
  initialHtml?: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  /** Id of the visible label (a label's htmlFor does not name a contenteditable div). */
  labelledBy?: string;
  placeholder?: string;
  /** Uploads a picture and answers its URL (blog posts); without it, pictures are linked by address. */
  uploadImage?: UploadImage;
}

const theme = {
  text: {
    bold: 'rte-bold',
    italic: 'rte-italic',
    underline: 'rte-underline',
    strikethrough: 'rte-strike',
    underlineStrikethrough: 'rte-underline-strike',
  },
  link: 'rte-link',
};

/** The editor's HTML, or '' when nothing was written (an empty editor still holds a <p>). */
function exportHtml(editor: LexicalEditor): string {
  const root = $getRoot();
  const hasContent =
    root.getTextContent().trim() !== '' || root.getAllTextNodes().length > 0 || editor.getRootElement()?.querySelector('img');
  return hasContent ? $generateHtmlFromNodes(editor, null) : '';
}

/**
 * The rich-text editor of listing descriptions (Lexical): undo/redo, text styles, bold, italic,
 * underline, strikethrough, links, images, an accordion block, alignment and lists. Its HTML is
 * sanitized again by the gateway with an allowlist. Blog posts use it too, with image uploads.
 */
export default function RichTextEditor({
  id,
  initialHtml,
  onChange,
  onBlur,
  invalid,
  describedBy,
  labelledBy,
  placeholder = 'Describe the rooms, the food, the neighbourhood and what makes your place special.',
  uploadImage,
}: RichTextEditorProps) {
  const initialConfig: InitialConfigType = {
    namespace: 'listing-description',
    theme,
    nodes: [
      HeadingNode,
      QuoteNode,
      ListNode,
      ListItemNode,
      LinkNode,
      AutoLinkNode,
      ImageNode,
      CollapsibleContainerNode,
      CollapsibleTitleNode,
      CollapsibleContentNode,
    ],
    onError: (error) => console.error(error),
    editorState: initialHtml
      ? (editor) => {
          const dom = new DOMParser().parseFromString(initialHtml, 'text/html');
          $getRoot().clear();
          $insertNodes($generateNodesFromDOM(editor, dom));
          // Inserting leaves a caret at the end, and Lexical moves the page's focus to its caret: the
          // editor loads after the rest of the form, so what an owner was typing into another field
          // (the rent) would land in the description.
          $setSelection(null);
        }
      : undefined,
  };

  return (
    <Box
      borderWidth="1px"
      borderColor={invalid ? 'border.error' : 'border'}
      borderRadius="l2"
      overflow="hidden"
      bg="bg"
      _focusWithin={{ outline: '2px solid', outlineColor: invalid ? 'border.error' : 'brand.focusRing', outlineOffset: '1px' }}
      css={{
        '& .rte-bold': { fontWeight: 'bold' },
        '& .rte-italic': { fontStyle: 'italic' },
        '& .rte-underline': { textDecoration: 'underline' },
        '& .rte-strike': { textDecoration: 'line-through' },
        '& .rte-underline-strike': { textDecoration: 'underline line-through' },
        '& .rte-link': { color: 'brand.fg', textDecoration: 'underline' },
        '& .editor-collapsible': { borderWidth: '1px', borderRadius: 'md', padding: '2', marginBottom: '3' },
        '& .editor-collapsible-title': { fontWeight: 'semibold', cursor: 'pointer' },
      }}
    >
      <LexicalComposer initialConfig={initialConfig}>
        <Toolbar uploadImage={uploadImage} />
        <Box position="relative" css={{ ...richTextStyles, fontSize: 'md' }}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                aria-labelledby={labelledBy}
                aria-placeholder={placeholder}
                placeholder={
                  <Box position="absolute" top="3" left="4" color="fg.muted" pointerEvents="none">
                    {placeholder}
                  </Box>
                }
                onBlur={onBlur}
                style={{ minHeight: 200, padding: '12px 16px', outline: 'none' }}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </Box>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={isSafeUrl} />
        <OnChangePlugin ignoreSelectionChange onChange={(editorState, editor) => editorState.read(() => onChange(exportHtml(editor)))} />
      </LexicalComposer>
    </Box>
  );
}
