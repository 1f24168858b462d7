import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { AuthService } from './modules/auth/auth.service';
import { PasswordResetService } from './modules/auth/password-reset.service';
import { SessionTokens } from './modules/auth/session-token';
import { BlogService } from './modules/blog/blog.service';
import { MailService } from './modules/mail/mail.service';
import { NewsletterService } from './modules/newsletter/newsletter.service';
import { AccountThrottles } from './modules/throttle/account-throttles';
import { UserService } from './modules/user/user.service';

export type ServicesConfig = Pick<Config, 'jwtSecret' | 'mail' | 'throttle' | 'publicUrl'>;

/** Every service of the gateway, built once per app; resolvers and REST handlers share them. */
export function createServices(dataSource: DataSource, config: ServicesConfig, logger: Logger) {
  const throttles = new AccountThrottles(dataSource, config.throttle);
  const mail = new MailService(dataSource, config.mail, logger);
  const users = new UserService(dataSource);
  const auth = new AuthService(dataSource, new SessionTokens(dataSource, config.jwtSecret), users, throttles);
  return {
    auth,
    passwordReset: new PasswordResetService(dataSource, users, auth, mail, throttles, config.publicUrl),
    users,
    mail,
    blogs: new BlogService(dataSource),
    newsletter: new NewsletterService(dataSource),
  };
}

export type Services = ReturnType<typeof createServices>;
