import { Box, Button, Card, Heading, Progress, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { LuCheck } from 'react-icons/lu';
import { propertySchema, type PropertyValues } from '../../../../../shared/validation/property';
import { notify } from '../../../components/toaster';
import type { FieldProblem } from '../../../lib/form-errors';
import { BasicInfoSection } from './BasicInfoSection';
import { FeaturesSection } from './FeaturesSection';
import { TextField } from './form-fields';
import { PhotoPicker, type GalleryPhoto } from './PhotoPicker';
import type { PropertyFormValues } from './property-form-values';

const RichTextEditor = lazy(() => import('../../../components/rich-text/RichTextEditor'));

/** How long the button says the listing was saved (spec section 9). */
const SUCCESS_LABEL_MS = 3000;

interface SubmitResult {
  ok: boolean;
  /** Clear the form after success (adding); editing keeps what was saved on screen. */
  reset?: boolean;
  /** The gallery as saved (editing): new files are server photos from now on. */
  savedPhotos?: GalleryPhoto[];
  problems?: FieldProblem[];
}

export interface PropertyFormProps {
  initialValues: PropertyFormValues;
  initialPhotos: GalleryPhoto[];
  submitLabel: string;
  busyLabel: string;
  doneLabel: string;
  onSubmit: (values: PropertyValues, photos: GalleryPhoto[], onProgress: (fraction: number) => void) => Promise<SubmitResult>;
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline" borderRadius="card" bg="bg.panel">
      <Card.Header pb="0">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** The add / edit listing form: four sections, checked as you go, photos uploaded with progress. */
export function PropertyForm({ initialValues, initialPhotos, submitLabel, busyLabel, doneLabel, onSubmit }: PropertyFormProps) {
  const form = useForm<PropertyFormValues, unknown, PropertyValues>({
    resolver: zodResolver(propertySchema),
    mode: 'all',
    defaultValues: initialValues,
  });
  const [photos, setPhotos] = useState<GalleryPhoto[]>(initialPhotos);
  const [editorKey, setEditorKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), SUCCESS_LABEL_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const submit = form.handleSubmit(
    async (values) => {
      setProgress(0);
      const result = await onSubmit(values, photos, setProgress);
      setProgress(null);
      if (!result.ok) {
        for (const problem of result.problems ?? []) {
          // Only the form's own fields (the edit form's values also carry the rest of the listing).
          if (problem.field in propertySchema.shape)
            form.setError(problem.field as keyof PropertyFormValues, { message: problem.message }, { shouldFocus: true });
        }
        return;
      }
      if (result.reset) {
        form.reset(initialValues);
        setPhotos([]);
        setEditorKey((key) => key + 1);
      } else if (result.savedPhotos) {
        photos.forEach((photo) => photo.file && URL.revokeObjectURL(photo.previewUrl));
        setPhotos(result.savedPhotos);
      }
      setDone(true);
    },
    () => notify('warning', 'Some details need your attention. Please check the highlighted fields.'),
  );

  const sending = progress !== null;
  return (
    <FormProvider {...form}>
      <Stack asChild gap="6">
        <form onSubmit={submit} noValidate aria-label="Listing details">
          <Section title="Basic Information" description="Rent is per bed per month, in rupees. Fields marked * are needed.">
            <BasicInfoSection />
          </Section>

          <Section title="Detailed Information">
            <Stack gap="4">
              <TextField
                name="title"
                label="Property title"
                required
                placeholder="e.g. Saanjh Girls PG near Malviya Nagar market"
                maxLength={150}
              />
              <Box>
                <chakra.label
                  id="property-description-label"
                  htmlFor="property-description"
                  fontWeight="medium"
                  fontSize="sm"
                  display="block"
                  mb="1.5"
                >
                  Description
                </chakra.label>
                <Controller
                  name="description"
                  control={form.control}
                  render={({ field, fieldState }) => (
                    <>
                      <Suspense fallback={<Skeleton h="260px" borderRadius="l2" />}>
                        <RichTextEditor
                          key={editorKey}
                          id="property-description"
                          labelledBy="property-description-label"
                          initialHtml={initialValues.description as string | undefined}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                          invalid={Boolean(fieldState.error)}
                        />
                      </Suspense>
                      {fieldState.error && (
                        <Text color="fg.error" fontSize="sm" mt="1.5">
                          {fieldState.error.message}
                        </Text>
                      )}
                    </>
                  )}
                />
              </Box>
            </Stack>
          </Section>

          <Section title="Gallery" description="Good photos fill rooms faster: the rooms, the building, the common areas.">
            <PhotoPicker photos={photos} onChange={setPhotos} disabled={sending} />
          </Section>

          <Section title="Other Features">
            <FeaturesSection />
          </Section>

          <Stack gap="3" position="sticky" bottom="0" bg="bg" py="4" borderTopWidth="1px" zIndex="docked">
            {sending && (
              <Progress.Root value={Math.round((progress ?? 0) * 100)} colorPalette="brand" size="sm" aria-label="Upload progress">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
                <Progress.ValueText fontSize="sm" mt="1">
                  {progress !== null && progress < 1 ? `Uploading photos… ${Math.round(progress * 100)}%` : 'Saving the listing…'}
                </Progress.ValueText>
              </Progress.Root>
            )}
            <Button
              type="submit"
              colorPalette={done ? 'green' : 'saffron'}
              size="lg"
              borderRadius="full"
              minH="48px"
              loading={sending}
              loadingText={busyLabel}
              alignSelf={{ base: 'stretch', md: 'end' }}
              px="10"
            >
              {done ? (
                <>
                  <LuCheck aria-hidden /> {doneLabel}
                </>
              ) : (
                submitLabel
              )}
            </Button>
          </Stack>
        </form>
      </Stack>
    </FormProvider>
  );
}
