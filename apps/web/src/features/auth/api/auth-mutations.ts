import { authEndpoints, type LoginInput, type RegisterInput } from '@carbon/contracts/auth';
import type { AppLocale } from '@carbon/i18n/locale';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Sign-in and the emailed-link flows are public endpoints: callApi sends no bearer, and a 401 is an answer, not a logout.
export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => callApi(authEndpoints.login, { body: input }),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => callApi(authEndpoints.register, { body: input }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => callApi(authEndpoints.verifyEmail, { body: { token } }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string; locale: AppLocale }) => callApi(authEndpoints.forgotPassword, { body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; new_password: string }) => callApi(authEndpoints.resetPassword, { body: input }),
  });
}

export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(authEndpoints.resendConfirmation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.onboarding }),
  });
}
