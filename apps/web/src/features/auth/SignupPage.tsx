/** Sign Up (/signup): email, password and confirm password. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { signupForm, type SignupForm } from '@hirestride/shared/auth';
import { authApi } from '../../api/auth';
import { paths } from '../../app/paths';
import { AuthCard, EmailField, FormAlert, SubmitButton } from '../../components/AuthCard';
import { GoogleSignIn } from '../../components/GoogleSignIn';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { useAuthSubmit } from './useAuthSubmit';

export function SignupPage() {
  const { failure, submit, signedIn } = useAuthSubmit('Signup');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupForm>({
    resolver: zodResolver(signupForm),
    // No default values: on a pre-rendered page, what the visitor typed before the page went live is kept.
  });

  const onSubmit = handleSubmit(async ({ email, password, confirmPassword }) => {
    await submit(() => authApi.signup(email, password, confirmPassword));
  });

  return (
    <AuthCard title="Sign Up">
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <NewPasswordFields
          password={register('password')}
          confirmPassword={register('confirmPassword')}
          errors={errors}
          labels={['Password', 'Confirm Password']}
        />
        <FormAlert message={failure} />
        <SubmitButton busy={isSubmitting} busyText="Signing up...">
          Sign Up
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
      <GoogleSignIn label="Or sign up with:" onSignedIn={signedIn} />
    </AuthCard>
  );
}
