import { Box, Button, Card, Input, Skeleton, Stack, Tabs, Text, Textarea, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BLOG_EXCERPT_MAX, BLOG_SLUG_MAX, BLOG_TITLE_MAX, slugify } from '../../../../shared/domain/blog';
import { blogPostSchema, type BlogPostFormInput, type BlogPostValues } from '../../../../shared/validation/blog';
import { FormField } from '../../components/FormField';
import { showFieldProblems } from '../../lib/form-errors';
import { BlogArticle } from '../blog/BlogArticle';
import { CoverImageField } from './CoverImageField';
import { useBlogImageUpload } from './use-blog-image-upload';

const RichTextEditor = lazy(() => import('../../components/rich-text/RichTextEditor'));

const FIELDS = ['title', 'slug', 'excerpt', 'description', 'image'] as const;

export interface BlogPostFormProps {
  initialValues: BlogPostFormInput;
  /** The post's date as the Blog shows it (the preview); now for a new post. */
  createdAt: string;
  submitLabel: string;
  /** Saves; a rejected save's error goes back to the form, which shows its problems by field. */
  onSubmit: (values: BlogPostValues) => Promise<unknown>;
  /** Beside the save button (publish / unpublish on an existing post). */
  actions?: ReactNode;
}

/** The blog editor: title, slug (from the title until edited), excerpt, cover, the text, and a preview. */
export function BlogPostForm({ initialValues, createdAt, submitLabel, onSubmit, actions }: BlogPostFormProps) {
  const form = useForm<BlogPostFormInput, unknown, BlogPostValues>({
    resolver: zodResolver(blogPostSchema),
    mode: 'onTouched',
    defaultValues: initialValues,
  });
  const { errors, isSubmitting } = form.formState;
  // A new post's slug follows its title until the admin types one of their own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!initialValues.slug);
  const upload = useBlogImageUpload();
  const values = useWatch({ control: form.control });

  const submit = form.handleSubmit(async (valid) => {
    try {
      await onSubmit(valid);
    } catch (error) {
      showFieldProblems(error, form.setError, FIELDS);
    }
  });
  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => slugFollowsTitle && form.setValue('slug', slugify(event.target.value)),
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Blog post">
      <Tabs.Root defaultValue="write" variant="enclosed">
        <Tabs.List>
          <Tabs.Trigger value="write" minH="44px">
            Write
          </Tabs.Trigger>
          <Tabs.Trigger value="preview" minH="44px">
            Preview
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="write">
          <Card.Root borderRadius="card" bg="bg.panel">
            <Card.Body>
              <Stack gap="5">
                <FormField label="Title" required error={errors.title?.message}>
                  <Input {...title} maxLength={BLOG_TITLE_MAX} minH="44px" />
                </FormField>
                <FormField
                  label="Slug"
                  helper="The post's words in its address: lowercase letters, digits and hyphens."
                  error={errors.slug?.message}
                >
                  <Input {...form.register('slug', { onChange: () => setSlugFollowsTitle(false) })} maxLength={BLOG_SLUG_MAX} minH="44px" />
                </FormField>
                <FormField
                  label="Excerpt"
                  helper={`Shown in search results and link previews; at most ${BLOG_EXCERPT_MAX} characters.`}
                  error={errors.excerpt?.message}
                >
                  <Textarea {...form.register('excerpt')} rows={2} maxLength={BLOG_EXCERPT_MAX} />
                </FormField>
                <Controller
                  name="image"
                  control={form.control}
                  render={({ field, fieldState }) => (
                    <CoverImageField
                      value={field.value ?? null}
                      onChange={field.onChange}
                      upload={upload}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Box>
                  <chakra.label
                    id="blog-description-label"
                    htmlFor="blog-description"
                    fontWeight="medium"
                    fontSize="sm"
                    display="block"
                    mb="1.5"
                  >
                    Text
                  </chakra.label>
                  <Controller
                    name="description"
                    control={form.control}
                    render={({ field, fieldState }) => (
                      <>
                        <Suspense fallback={<Skeleton h="260px" borderRadius="l2" />}>
                          <RichTextEditor
                            id="blog-description"
                            labelledBy="blog-description-label"
                            describedBy={fieldState.error ? 'blog-description-error' : undefined}
                            initialHtml={initialValues.description || undefined}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            invalid={Boolean(fieldState.error)}
                            placeholder="Write the post: headings, lists, links and pictures."
                            uploadImage={upload}
                          />
                        </Suspense>
                        {fieldState.error && (
                          <Text id="blog-description-error" color="fg.error" fontSize="sm" mt="1.5">
                            {fieldState.error.message}
                          </Text>
                        )}
                      </>
                    )}
                  />
                </Box>
              </Stack>
            </Card.Body>
          </Card.Root>
        </Tabs.Content>
        <Tabs.Content value="preview">
          <Box maxW="3xl" mx="auto" py="4" aria-label="Preview of the post" role="region">
            <BlogArticle
              title={values.title || 'Untitled post'}
              description={values.description ?? ''}
              image={values.image}
              createdAt={createdAt}
            />
          </Box>
        </Tabs.Content>
      </Tabs.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="6">
        <Button type="submit" colorPalette="brand" minH="44px" loading={isSubmitting} loadingText="Saving...">
          {submitLabel}
        </Button>
        {actions}
      </Stack>
    </chakra.form>
  );
}
