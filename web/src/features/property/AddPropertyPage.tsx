import { useMutation } from '@apollo/client/react';
import { Container } from '@chakra-ui/react';
import { REVIEW_BEFORE_LIVE_TEXTS } from '../../../../shared/domain/site-settings';
import { notify } from '../../components/toaster';
import { AddPropertyDocument } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { fieldProblems } from '../../lib/form-errors';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { EMPTY_PROPERTY_FORM, propertyInputOf } from './form/property-form-values';
import { PropertyForm } from './form/PropertyForm';
import { CALL_MESSAGES } from '../../../../shared/domain/call-messages';

const ADD_SUCCESS = CALL_MESSAGES.propertyAdded;
const ADD_FAILED = CALL_MESSAGES.addPropertyFailed;

export function AddPropertyPage() {
  const [addProperty] = useMutation(AddPropertyDocument, {
    // The owner's list and the public catalogue change: refetch them when next shown.
    update: (cache) => {
      cache.evict({ fieldName: 'myProperties' });
      cache.evict({ fieldName: 'properties' });
    },
  });

  return (
    <>
      <BreadcrumbBanner title="Add property" />
      <Container maxW="5xl" py={{ base: '6', md: '10' }}>
        <PropertyForm
          initialValues={EMPTY_PROPERTY_FORM}
          initialPhotos={[]}
          submitLabel="Add Property"
          busyLabel="Adding property…"
          doneLabel="Property Added!"
          onSubmit={async (values, photos, onProgress) => {
            try {
              const added = await addProperty({
                variables: { input: propertyInputOf(values), images: photos.map((photo) => photo.file!) },
                context: { fetchOptions: { onUploadProgress: onProgress } },
              });
              // While admins review new listings (dashboard Settings), the owner is told it waits.
              notify('success', added.data?.addProperty.status === 'pending' ? REVIEW_BEFORE_LIVE_TEXTS.added : ADD_SUCCESS);
              return { ok: true, reset: true };
            } catch (error) {
              notify('error', errorMessage(error, ADD_FAILED));
              return { ok: false, problems: fieldProblems(error) };
            }
          }}
        />
      </Container>
    </>
  );
}
