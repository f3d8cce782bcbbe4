import { api } from '@rr/api-client';
import type { SessionUser, UserType } from '@rr/session';
import { apiPath } from '@rr/contracts/routes';

export interface LoginBody {
  email: string;
  password: string;
  /** The bot check's token, once the server asked for it (400 CAPTCHA_REQUIRED after several failed sign-ins). */
  captchaToken?: string;
}

export interface LoginResponse {
  type: UserType;
  user: SessionUser;
}

/** POST /api/login. No alert: the form shows the (translated) message next to the fields. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return api.post<LoginResponse>(apiPath('/api/login'), body, { alert: false });
}
