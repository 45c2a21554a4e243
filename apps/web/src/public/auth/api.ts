import {
  API,
  type ChangePasswordInput,
  type LoginInput,
  type OtpResendAnswer,
  type RegisterInput,
  type RegisterResponse,
  type SetPasswordInput,
  type UserData,
} from '@shala/shared';
import { http } from '../../core/http';

type Message = { message: string };

export const authApi = {
  login: (input: LoginInput) => http<UserData>('POST', API.login, input),
  register: (input: RegisterInput) => http<RegisterResponse>('POST', API.register, input),
  resendOtp: (username: string) => http<OtpResendAnswer>('POST', API.resendOtp, { username }),
  confirmOtp: (username: string, otp: string) =>
    http<Message>('POST', API.confirmOtp, { username, otp }),
  forgotPassword: (email: string) => http<Message>('POST', API.forgotPassword, { email }),
  setPassword: (input: SetPasswordInput) => http<Message>('POST', API.setPassword, input),
  changePassword: (input: ChangePasswordInput) => http<Message>('POST', API.changePassword, input),
};
