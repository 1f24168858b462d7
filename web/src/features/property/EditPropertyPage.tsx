import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Container, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { notify } from '../../components/toaster';
import { PropertyToEditDocument, UpdatePropertyDocument } from '../../generated/back-office/graphql';
import { errorCode, errorMessage } from '../../lib/errors';
import { fieldProblems } from '../../lib/form-errors';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { formValuesOf, galleryChanges, galleryOf, propertyInputOf } from './form/property-form-values';
import { PropertyForm } from './form/PropertyForm';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

/** The add form again, filled with a listing the owner (or an admin) is editing. */
export function EditPropertyPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(PropertyToEditDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [updateProperty] = useMutation(UpdatePropertyDocument, { update: (cache) => cache.evict({ fieldName: 'properties' }) });
  const listing = data?.propertyToEdit;

  return (
    <>
      <BreadcrumbBanner title="Edit property" current={listing?.title ?? 'Edit'} />
      <Container maxW="5xl" py={{ base: '6', md: '10' }}>
        {loading ? (
          <Stack gap="4" aria-busy="true">
            <Text color="fg.muted">Loading...</Text>
            <Skeleton h="300px" borderRadius="card" />
          </Stack>
        ) : error || !listing ? (
          <Stack gap="4" align="start">
            <Text role="alert" color="fg.error">
              {['NOT_FOUND', 'FORBIDDEN'].includes(errorCode(error) ?? '')
                ? 'This listing does not exist, or it is not yours to edit.'
                : `Error: ${errorMessage(error, CALL_MESSAGES.fetchPropertyFailed)}`}
            </Text>
            <Button asChild colorPalette="brand" borderRadius="full">
              <RouterLink to="/my-properties">Back to My Properties</RouterLink>
            </Button>
          </Stack>
        ) : (
          <PropertyForm
            initialValues={formValuesOf(listing)}
            initialPhotos={galleryOf(listing)}
            submitLabel="Save Changes"
            busyLabel="Saving…"
            doneLabel="Changes Saved!"
            onSubmit={async (values, photos, onProgress) => {
              const { gallery, files } = galleryChanges(photos);
              try {
                const { data: saved } = await updateProperty({
                  variables: { id: listing.id, input: propertyInputOf(values), gallery, images: files },
                  context: { fetchOptions: { onUploadProgress: onProgress } },
                });
                notify('success', 'Property updated successfully!');
                return { ok: true, savedPhotos: saved ? galleryOf(saved.updateProperty) : undefined };
              } catch (failure) {
                notify('error', errorMessage(failure, 'Failed to update property'));
                return { ok: false, problems: fieldProblems(failure) };
              }
            }}
          />
        )}
      </Container>
    </>
  );
}
