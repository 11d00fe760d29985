/** Log In (/login): email and password, or Google under 'Or login with:'. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { loginForm, type LoginForm } from '@hirestride/shared/auth';
import { messages } from '@hirestride/shared/messages';
import { authApi } from '../../api/auth';
import { paths } from '../../app/paths';
import { TextField } from '../../components/TextField';
import { AuthCard, EmailField, FormAlert, FormNotice, SubmitButton } from '../../components/AuthCard';
import { GoogleSignIn } from '../../components/GoogleSignIn';
import { useLoginNotice } from '../../lib/login-notice';
import { useAuthSubmit } from './useAuthSubmit';

export function LoginPage() {
  const { failure, submit, signedIn } = useAuthSubmit('Login');
  const notice = useLoginNotice();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginForm),
    // No default values: on a pre-rendered page, what the visitor typed before the page went live is kept.
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    await submit(() => authApi.login(email, password));
  });

  return (
    <AuthCard title="Log In">
      <FormNotice message={notice} />
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        <EmailField error={errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          help={errors.password ? undefined : messages.passwordHelp}
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="-mt-2 text-sm">
          <Link to={paths.forgotPassword} className="font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </p>
        <FormAlert message={failure} />
        <SubmitButton busy={isSubmitting} busyText="Logging in...">
          Log In
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New here?{' '}
        <Link to={paths.signup} className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
      <GoogleSignIn label="Or login with:" onSignedIn={signedIn} />
    </AuthCard>
  );
}
