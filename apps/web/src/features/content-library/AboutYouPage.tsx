/** About You (/content-library/header): first name, last name, email required; phone, location and a link optional. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { personalInfoPayload, type PersonalInfo, type PersonalInfoPayload } from '@hirestride/shared/content';
import { ApiError } from '../../api/client';
import { contentApi } from '../../api/content';
import { CURRENT_USER_KEY, useAuth } from '../../auth/AuthProvider';
import { ChangedElsewhere } from '../../components/ChangedElsewhere';
import { TextField } from '../../components/TextField';
import { UnsavedMark } from '../../components/UnsavedGuard';
import { ResumeTips } from './ResumeTips';
import { StepLayout } from './StepLayout';
import { personalInfoKey, useProfile } from '../../lib/useProfile';

export const SAVED_MESSAGE = 'Information saved successfully.';
export const SAVE_FAILED = 'Failed to save. Please try again.';
const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'location', 'linkedin_url'] as const;

export function AboutYouPage() {
  const { personalInfo, isLoading } = useProfile();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);
  /** The saved version the form was filled from: what a save names, so it never replaces a save made elsewhere. */
  const version = useRef<number | undefined>(undefined);
  /** The details as saved elsewhere, when this form's save was refused because of them. */
  const [conflict, setConflict] = useState<PersonalInfo | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PersonalInfoPayload>({
    resolver: zodResolver(personalInfoPayload),
    mode: 'onSubmit',
    // A field's error clears when that field is edited (and is checked again at the next save).
    reValidateMode: 'onSubmit',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: user?.email ?? '',
      phone: '',
      location: '',
      linkedin_url: '',
    },
  });

  // Fill the form once the saved details arrive, unless the user has started typing.
  useEffect(() => {
    if (personalInfo && !isDirty) {
      reset({ ...personalInfo });
      version.current = personalInfo.version;
    }
  }, [personalInfo, isDirty, reset]);

  /** Shows the saved details instead of the form's (dropping what was typed), and saves from them next time. */
  const showStored = (stored: PersonalInfo) => {
    queryClient.setQueryData(personalInfoKey, stored);
    reset({ ...stored });
    version.current = stored.version;
  };

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => setSaved(false), 3000);
    return () => clearTimeout(timer);
  }, [saved]);

  const save = (over?: number) =>
    handleSubmit(async (values) => {
      const from = over ?? version.current;
      setSaved(false);
      setFailed(false);
      try {
        const stored = await contentApi.savePersonalInfo(values, from);
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
        showStored(stored);
        setConflict(null);
        setSaved(true);
      } catch (error) {
        const theirs = error instanceof ApiError ? error.changedElsewhere : null;
        // Saved elsewhere since the form was filled: what was typed stays until the user chooses.
        if (theirs) return setConflict(theirs as PersonalInfo);
        setFailed(true);
        toast.error(SAVE_FAILED);
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message });
          }
        }
      }
    });
  const onSubmit = (event: FormEvent) => save()(event);

  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  return (
    <StepLayout step="header" title="About You" side={<ResumeTips />}>
      {/* Unsaved edits: leaving the step asks first (the same rule as the list sections' forms). */}
      <UnsavedMark dirty={isDirty} />
      <p className="mt-1 text-sm text-slate-600">How employers reach you. This heads every resume you make.</p>
      {conflict && (
        <div className="mt-4">
          <ChangedElsewhere
            what="About You"
            theirs={FIELDS.map((name) => conflict[name])
              .filter(Boolean)
              .join('\n')}
            busy={isSubmitting}
            onKeepMine={() => void save(conflict.version)()}
            onUseTheirs={() => {
              showStored(conflict);
              setConflict(null);
            }}
          />
        </div>
      )}
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-4 sm:grid-cols-2" aria-busy={isLoading}>
        <TextField
          label="First Name"
          required
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...field('first_name')}
        />
        <TextField
          label="Last Name"
          required
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...field('last_name')}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...field('email')}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...field('phone')} />
        <TextField
          label="Location"
          help="City and region, as a resume shows it: Austin, TX"
          autoComplete="address-level2"
          error={errors.location?.message}
          {...field('location')}
        />
        <TextField
          label="LinkedIn"
          help="Your profile's address, or a portfolio: linkedin.com/in/your-name"
          type="url"
          inputMode="url"
          autoComplete="url"
          error={errors.linkedin_url?.message}
          {...field('linkedin_url')}
        />
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <button
            type="submit"
            disabled={isSubmitting}
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
          >
            {isSubmitting ? 'Saving...' : 'Save'}
          </button>
          <p role="status" className="text-sm font-medium text-emerald-700">
            {saved ? SAVED_MESSAGE : ''}
          </p>
          {failed && (
            <p role="alert" className="text-sm font-medium text-red-600">
              {SAVE_FAILED}
            </p>
          )}
        </div>
      </form>
    </StepLayout>
  );
}
