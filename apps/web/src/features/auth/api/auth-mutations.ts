import type { LoginInput, RegisterInput, TokenResponse } from '@carbon/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

interface DetailResponse {
  detail: string;
}

// Sign-in and the emailed-link flows run without a session: no bearer, and a 401 is an answer, not a logout.
export function useLogin() {
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<TokenResponse>('/auth/login', input, { anonymous: true }),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<TokenResponse>('/auth/register', input, { anonymous: true }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => api.post<DetailResponse>('/auth/verify-email', { token }, { anonymous: true }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: { email: string; locale: 'en' | 'fr' }) =>
      api.post<DetailResponse>('/auth/forgot-password', input, { anonymous: true }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; new_password: string }) =>
      api.post<DetailResponse>('/auth/reset-password', input, { anonymous: true }),
  });
}

export function useResendConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DetailResponse>('/auth/resend-confirmation'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.onboarding }),
  });
}
