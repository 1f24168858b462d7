import type { SystemStyleObject } from '@chakra-ui/react';

/** Typography for sanitized rich text (blog posts, listing descriptions). */
export const richTextStyles: SystemStyleObject = {
  fontSize: 'lg',
  lineHeight: '1.75',
  color: 'fg',
  '& p': { marginBottom: '4' },
  '& h2': { fontFamily: 'heading', fontSize: '2xl', fontWeight: 'semibold', marginTop: '8', marginBottom: '3' },
  '& h3': { fontFamily: 'heading', fontSize: 'xl', fontWeight: 'semibold', marginTop: '6', marginBottom: '2' },
  '& ul, & ol': { paddingInlineStart: '6', marginBottom: '4' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { marginBottom: '1.5' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& img': { borderRadius: 'lg', maxWidth: '100%', height: 'auto' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'brand.muted', paddingInlineStart: '4', color: 'fg.muted' },
};
