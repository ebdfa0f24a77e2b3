import {
  nzDateOf,
  pathFor,
  REVIEW_COMMENT_MAX,
  REVIEW_FEATURES_1,
  REVIEW_FEATURES_2,
  reviewSteps,
  SOMETHING_WENT_WRONG,
} from '@waymark/domain';
import type { ReviewStep } from '@waymark/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError, failureMessage } from '@/lib/api-client.ts';
import { placeQueryOptions } from '@/lib/catalogue-api.ts';
import { closeReviewModal, useReviewModal } from '@/lib/review-modal.ts';
import type { ReviewModalRequest } from '@/lib/review-modal.ts';
import { Button } from '@/ui/button.tsx';
import { FormAlert } from '@/ui/form-alert.tsx';
import { Modal } from '@/ui/modal.tsx';
import { TextAreaField } from '@/ui/text-area-field.tsx';
import { TextField } from '@/ui/text-field.tsx';
import { ToggleGroup } from '@/ui/toggle-group.tsx';
import { admitPhotos, choosePhoto, type ChosenPhoto } from './chosen-photos.ts';
import { PhotosField } from './photos-field.tsx';
import {
  reviewPhotosQueryOptions,
  useRemoveReviewPhoto,
  useReviewPhotos,
  useSubmitReview,
  type StoredReviewPhoto,
} from './review-api.ts';
import { MY_REVIEWS_KEY } from '../my-reviews/my-reviews-api.ts';
import { checkDraft, draftFrom, reviewedTypeOf, stepProblems, type ReviewDraft } from './review-draft.ts';
import { DifficultyField, StarRatingField } from './review-fields.tsx';
import { ReviewThanks } from './review-thanks.tsx';
import styles from './review-wizard.module.css';

/**
 * Mounted by the shell while a review is asked for; a new request starts a fresh form. Leaving
 * the page closes it, as the login modals do.
 */
export function ReviewWizardHost() {
  const request = useReviewModal((state) => state.request);
  const { pathname } = useLocation();
  const [openedOn] = useState(pathname);
  useEffect(() => {
    if (pathname !== openedOn) closeReviewModal();
  }, [pathname, openedOn]);
  if (!request) return null;
  return (
    <ReviewWizard
      key={`${request.place.type}:${request.place.id}:${request.review?.id ?? 'new'}`}
      request={request}
    />
  );
}

/**
 * The review wizard (spec 2 §2 "Review wizard", §5): one step at a time, each checked by the
 * domain's review form before the next, then the review is saved and its photos sent after it.
 * A failed send keeps everything typed and picked.
 */
export function ReviewWizard({ request }: { request: ReviewModalRequest }) {
  const { place } = request;
  const type = reviewedTypeOf(request);
  // A new review opened from Mark complete has its date; an edit may still change it.
  const steps = reviewSteps(type, { dateGiven: Boolean(request.date) && !request.review });
  const queryClient = useQueryClient();
  const [today] = useState(() => nzDateOf(new Date()));
  const [draft, setDraft] = useState<ReviewDraft>(() => draftFrom(request));
  const [stepIndex, setStepIndex] = useState(0);
  // Problems show once the walker has tried to leave a step, then follow their changes.
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<ReviewStep>>(new Set());
  const [chosen, setChosen] = useState<ChosenPhoto[]>([]);
  const [photoNotice, setPhotoNotice] = useState<string | null>(null);
  // The review once saved: a send that failed half-way goes on as an update of it.
  const [reviewId, setReviewId] = useState(request.review?.id);
  const [thanks, setThanks] = useState<{ photosWait: boolean } | null>(null);

  const storedPhotos = useReviewPhotos(reviewId);
  const stored: StoredReviewPhoto[] = reviewId === undefined ? [] : (storedPhotos.data ?? []);

  const removeStored = useRemoveReviewPhoto({
    onMutate: () => setPhotoNotice(null),
    onSuccess: (_, removed) => {
      queryClient.setQueryData(reviewPhotosQueryOptions(removed.reviewId).queryKey, (photos) =>
        photos?.filter((photo) => photo.id !== removed.photoId),
      );
      void queryClient.invalidateQueries({ queryKey: MY_REVIEWS_KEY });
    },
    onError: (error) => setPhotoNotice(failureMessage(error, SOMETHING_WENT_WRONG)),
  });

  const submit = useSubmitReview({
    onSuccess: ({ reviewId: savedId, outcomes }) => {
      setReviewId(savedId);
      // The place's average, its reviews and My Reviews all change with a saved review.
      void queryClient.invalidateQueries({ queryKey: placeQueryOptions(place.type, place.slug).queryKey });
      void queryClient.invalidateQueries({ queryKey: MY_REVIEWS_KEY });
      void queryClient.invalidateQueries({ queryKey: reviewPhotosQueryOptions(savedId).queryKey });
      const refused = new Map(
        outcomes.flatMap((outcome) => ('problem' in outcome ? [[outcome.key, outcome.problem]] : [])),
      );
      setChosen((current) =>
        current.flatMap((photo) => {
          const problem = refused.get(photo.key);
          if (problem !== undefined) return [{ ...photo, progress: null, problem }];
          URL.revokeObjectURL(photo.preview);
          return [];
        }),
      );
      const photosWait =
        outcomes.some((outcome) => 'stored' in outcome && outcome.stored.state === 'pending') ||
        stored.some((photo) => photo.state === 'pending');
      if (refused.size === 0) setThanks({ photosWait });
    },
  });

  if (thanks) return <ReviewThanks photosWait={thanks.photosWait} updated={request.review !== undefined} />;

  const step = steps[stepIndex]!;
  const isLast = stepIndex === steps.length - 1;
  // The server counts the photos the review keeps itself; the form says how many more will come.
  const checked = checkDraft(draft, type, chosen.length, today);
  const problems = checkedSteps.has(step) ? stepProblems(step, checked.problems) : {};
  const busy = submit.isPending || removeStored.isPending;
  const change = (changes: Partial<ReviewDraft>) => setDraft((current) => ({ ...current, ...changes }));

  function close() {
    for (const photo of chosen) URL.revokeObjectURL(photo.preview);
    closeReviewModal();
  }

  function goOn(event: FormEvent) {
    event.preventDefault();
    setCheckedSteps((current) => new Set(current).add(step));
    if (Object.keys(stepProblems(step, checked.problems)).length > 0) return;
    if (!isLast) {
      setStepIndex(stepIndex + 1);
      return;
    }
    if (!checked.form) return;
    setPhotoNotice(null);
    setChosen((current) => current.map((photo) => ({ ...photo, progress: 0, problem: null })));
    submit.mutate({
      placeId: place.id,
      reviewId,
      form: checked.form,
      photos: chosen,
      onProgress: (key, progress) =>
        setChosen((current) => current.map((photo) => (photo.key === key ? { ...photo, progress } : photo))),
    });
  }

  function choose(files: File[]) {
    const { admitted, notice } = admitPhotos(files, stored.length + chosen.length);
    setPhotoNotice(notice);
    setChosen((current) => [...current, ...admitted.map(choosePhoto)]);
  }

  function removeChosen(key: string) {
    setPhotoNotice(null);
    setChosen((current) =>
      current.filter((photo) => {
        if (photo.key === key) URL.revokeObjectURL(photo.preview);
        return photo.key !== key;
      }),
    );
  }

  const failure = submit.isError ? failureMessage(submit.error, SOMETHING_WENT_WRONG) : null;
  const alreadyReviewed = submit.error instanceof ApiError && submit.error.status === 409;

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={request.review ? `Edit your review of ${place.title}` : `Review ${place.title}`}
      description={`Step ${stepIndex + 1} of ${steps.length}`}
      size="md"
    >
      <form className={styles.form} onSubmit={goOn} noValidate>
        {step === 'date' ? (
          <TextField
            type="date"
            label={`When did you complete the ${type}?`}
            value={draft.date}
            max={today}
            required
            error={problems.date}
            onChange={(event) => change({ date: event.target.value })}
          />
        ) : step === 'difficulty' ? (
          <DifficultyField
            value={draft.difficulty}
            onChange={(difficulty) => change({ difficulty })}
            error={problems.difficulty}
          />
        ) : step === 'comment' ? (
          <>
            <StarRatingField
              type={type}
              value={draft.rating}
              onChange={(rating) => change({ rating })}
              error={problems.rating}
            />
            <TextAreaField
              label={`Tell other walkers about the ${type}`}
              optional
              value={draft.comment}
              limit={REVIEW_COMMENT_MAX}
              counter="remaining"
              tooLongMessage={checked.problems?.comment ?? ''}
              rows={5}
              onChange={(event) => change({ comment: event.target.value })}
            />
          </>
        ) : step === 'features-1' ? (
          <FeatureTags
            question="What was the track like?"
            options={REVIEW_FEATURES_1}
            value={draft.features1}
            onChange={(features1) => change({ features1 })}
          />
        ) : step === 'features-2' ? (
          <FeatureTags
            question={`What did you enjoy at the ${type}?`}
            options={REVIEW_FEATURES_2}
            value={draft.features2}
            onChange={(features2) => change({ features2 })}
          />
        ) : (
          <PhotosField
            stored={stored}
            chosen={chosen}
            notice={photoNotice ?? problems.numImages ?? null}
            busy={busy}
            onChoose={choose}
            onRemoveChosen={removeChosen}
            onRemoveStored={(photoId) => {
              if (reviewId !== undefined) removeStored.mutate({ reviewId, photoId });
            }}
          />
        )}

        {failure ? (
          <FormAlert>
            {failure}
            {alreadyReviewed ? (
              <>
                {' '}
                <Link to={pathFor('my-reviews')} onClick={close}>
                  Go to My Reviews
                </Link>
              </>
            ) : null}
          </FormAlert>
        ) : null}

        <div className={styles.actions}>
          {stepIndex > 0 ? (
            <Button variant="secondary" disabled={busy} onClick={() => setStepIndex(stepIndex - 1)}>
              Back
            </Button>
          ) : null}
          <Button type="submit" loading={isLast && submit.isPending} className={styles.next}>
            {!isLast ? 'Next' : reviewId !== undefined ? 'Update review' : 'Submit review'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function FeatureTags<V extends string>({
  question,
  options,
  value,
  onChange,
}: {
  question: string;
  options: readonly V[];
  value: readonly string[];
  onChange: (value: V[]) => void;
}) {
  return (
    <div className={styles.features}>
      <p className={styles.question}>{question}</p>
      <ToggleGroup
        type="multiple"
        label={question}
        options={options.map((option) => ({ value: option, label: option }))}
        value={value.filter((item): item is V => (options as readonly string[]).includes(item))}
        onValueChange={onChange}
      />
    </div>
  );
}
