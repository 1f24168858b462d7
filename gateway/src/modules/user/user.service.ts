import { In, IsNull, Not, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../../../../shared/domain/auth-messages';
import { PHONE_MESSAGES } from '../../../../shared/domain/phone-sign-in';
import { BECOME_OWNER_MESSAGES } from '../../../../shared/domain/become-owner';
import type { Role } from '../../../../shared/domain/roles';
import { passwordField, profileSchema, registerSchema, type ProfileInput, type RegisterInput } from '../../../../shared/validation/account';
import { NAME_MAX, nameField } from '../../../../shared/validation/person';
import { emailField } from '../../../../shared/validation/email';
import { DomainError, NotFoundError, ValidationError, isUuid } from '../../common/errors';
import { parseInput, type Untrusted } from '../../common/validate';
import type { AuditLog } from '../audit/audit-log';
import type { EmailConfirmationService } from '../auth/email-confirmation.service';
import { hashPassword } from '../auth/password';
import { SESSION_EXPIRED, requireRole, requireViewer, type Viewer } from '../auth/viewer';
import { leaveTombstone, ownsListings } from './account-tombstone';
import { User } from './user.entity';

export type UserCounts = Record<Role, number> & { total: number };

const adminSchema = z.object({
  email: emailField,
  password: passwordField.optional(),
  name: nameField.optional(),
});

/** Edit Profile of an account without an e-mail (made with a mobile number): an empty e-mail keeps it without one. */
const phoneOnlyProfileSchema = profileSchema.extend({
  email: z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), emailField.nullish()),
});

/** PostgreSQL's unique_violation: two sign-ups with one e-mail at the same moment. */
const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === '23505';

/** What deleting an account does to the leads it is part of (PropertyService, VisitService and the photo store). */
export interface AccountLeads {
  /** Every listing of theirs removed as an owner removes one (open visits cancelled with a mail), in the deletion's transaction; answers their photos. */
  removeListings(ownerId: string, adminId: string, manager: EntityManager): Promise<Array<{ largeKey: string; thumbKey: string }>>;
  /** The photo files, once the deletion has committed. */
  removeFiles(files: Array<{ largeKey: string; thumbKey: string }>): Promise<void>;
  /** Their own open visits cancelled with a mail to each owner, in the deletion's transaction. */
  cancelVisits(seekerId: string, manager: EntityManager): Promise<number>;
}

/** Accounts: creation, profiles, and what admins may do with them. */
export class UserService {
  private readonly users: Repository<User>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly leads?: AccountLeads,
    private readonly audit?: AuditLog,
    /** Mails the link that confirms a new address (absent: none is mailed, as for the sample data's own accounts). */
    private readonly emailConfirmations?: Pick<EmailConfirmationService, 'issue' | 'addressChanged'>,
  ) {
    this.users = dataSource.getRepository(User);
  }

  /** Accounts by id, in the order asked, null for unknown ids (for DataLoaders). */
  async byIds(ids: readonly string[]): Promise<Array<User | null>> {
    const found = await this.users.findBy({ id: In([...ids]) });
    return ids.map((id) => found.find((user) => user.id === id) ?? null);
  }

  /** A user or owner account from registration fields (never an admin). No throttling here. */
  async createAccount(input: Untrusted<RegisterInput>, options: { mailConfirmation?: boolean } = {}): Promise<User> {
    const values = parseInput(registerSchema, input);
    const email = values.email.toLowerCase();
    if (await this.users.existsBy({ email })) throw emailTaken();
    const passwordHash = await hashPassword(values.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager.save(
          manager.create(User, { name: values.name, email, contactNumber: values.contactNumber, role: values.role, passwordHash }),
        );
        // The link that confirms the address, mailed with the account (signing in does not wait for it).
        if (options.mailConfirmation !== false) await this.emailConfirmations?.issue(user, manager);
        return user;
      });
    } catch (error) {
      throw isUniqueViolation(error) ? emailTaken() : error;
    }
  }

  /**
   * An account made with a mobile number proved by a code (signUpWithPhone): the number is its
   * verified contact number; the e-mail is optional and follows registration's rule. Null when
   * the number was verified on another account meanwhile.
   */
  async createPhoneAccount(input: { name: string; role: User['role']; email: string | null; phone: string }): Promise<User | null> {
    const email = input.email?.toLowerCase() ?? null;
    if (email && (await this.users.existsBy({ email }))) throw emailTaken();
    if (await this.findByVerifiedPhone(input.phone)) return null;
    try {
      return await this.dataSource.transaction(async (manager) => {
        const user = await manager.save(
          manager.create(User, {
            name: input.name,
            email,
            contactNumber: input.phone,
            phoneVerifiedAt: new Date(),
            role: input.role,
            passwordHash: null,
          }),
        );
        await this.emailConfirmations?.issue(user, manager);
        return user;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if ((error as { constraint?: string }).constraint === VERIFIED_PHONE_INDEX) return null;
      throw emailTaken();
    }
  }

  /** The account this number is verified on, if any. */
  findByVerifiedPhone(phone: string): Promise<User | null> {
    return this.users.findOneBy({ contactNumber: phone, phoneVerifiedAt: Not(IsNull()) });
  }

  /** The account's contact number becomes `phone`, verified (a code sent to it was typed back). */
  async setVerifiedPhone(userId: string, phone: string): Promise<User> {
    if (await this.users.existsBy({ contactNumber: phone, phoneVerifiedAt: Not(IsNull()), id: Not(userId) })) throw phoneTaken();
    try {
      await this.users.update({ id: userId }, { contactNumber: phone, phoneVerifiedAt: new Date() });
    } catch (error) {
      throw isUniqueViolation(error) ? phoneTaken() : error;
    }
    const user = await this.users.findOneBy({ id: userId });
    if (!user) throw new DomainError('UNAUTHENTICATED', SESSION_EXPIRED);
    return user;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.trim().toLowerCase() });
  }

  async get(id: string): Promise<User | null> {
    return isUuid(id) ? this.users.findOneBy({ id, deletedAt: IsNull() }) : null;
  }

  /** Edit Profile: the signed-in user's own name, e-mail, phone, gender, state and city. */
  async updateProfile(viewer: Viewer | null, input: Untrusted<ProfileInput>): Promise<User> {
    const { id } = requireViewer(viewer);
    const user = await this.users.findOneBy({ id });
    if (!user) throw new DomainError('UNAUTHENTICATED', SESSION_EXPIRED);
    // An account made with a mobile number only may go on without an e-mail; once it has one, it keeps one.
    const values = parseInput(user.email ? profileSchema : phoneOnlyProfileSchema, input);
    // Without a password the number is the only way in: it changes only through verifyPhone's code.
    if (!user.passwordHash && values.contactNumber !== user.contactNumber)
      throw new ValidationError([{ field: 'contactNumber', message: PHONE_MESSAGES.verifyNewNumberFirst }]);
    const email = values.email?.toLowerCase() || null;
    if (email && email !== user.email && (await this.users.existsBy({ email }))) throw emailTaken();
    const addressChanged = email !== user.email;
    Object.assign(user, {
      name: values.name,
      email,
      // A number typed here is not proved: changing it ends the verification.
      phoneVerifiedAt: values.contactNumber === user.contactNumber ? user.phoneVerifiedAt : null,
      contactNumber: values.contactNumber,
      gender: values.gender,
      state: values.state,
      city: values.city,
    });
    try {
      return await this.dataSource.transaction(async (manager) => {
        const saved = await manager.save(user);
        // A new address is not confirmed: links to the old one stop working, and one to the new one is mailed.
        if (addressChanged) {
          saved.emailConfirmedAt = null;
          await this.emailConfirmations?.addressChanged(saved.id, manager);
          await this.emailConfirmations?.issue(saved, manager);
        }
        return saved;
      });
    } catch (error) {
      throw isUniqueViolation(error) ? emailTaken() : error;
    }
  }

  /**
   * A seeker turns their own account into an owner account, to post a property. Everything else
   * stays (shortlist, enquiries, sign-in); sessions carry no role, so the current one goes on as
   * an owner's. Owners asking again change nothing; admins are refused.
   */
  async becomeOwner(viewer: Viewer | null): Promise<User> {
    const { id, role } = requireViewer(viewer);
    if (role === 'admin') throw new DomainError('FORBIDDEN', BECOME_OWNER_MESSAGES.onlySeekers);
    await this.users.update({ id, role: 'user' }, { role: 'owner' });
    const user = await this.users.findOneBy({ id });
    if (!user) throw new DomainError('UNAUTHENTICATED', SESSION_EXPIRED);
    return user;
  }

  /** Admins: every account, newest first (the REST list of spec section 7). */
  async all(viewer: Viewer | null): Promise<User[]> {
    requireRole(viewer, 'admin');
    return this.users.find({ where: { deletedAt: IsNull() }, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  /** Admins: how many accounts there are, per role. */
  async counts(viewer: Viewer | null): Promise<UserCounts> {
    requireRole(viewer, 'admin');
    const rows: Array<{ role: Role; count: string }> = await this.users
      .createQueryBuilder('user')
      .select('user.role', 'role')
      .addSelect('COUNT(*)', 'count')
      .where('user.deletedAt IS NULL')
      .groupBy('user.role')
      .getRawMany();
    const counts: UserCounts = { total: 0, user: 0, owner: 0, admin: 0 };
    for (const row of rows) {
      counts[row.role] = Number(row.count);
      counts.total += Number(row.count);
    }
    return counts;
  }

  /**
   * Admins: deletes an account. Its open visits are cancelled first, each owner told by mail; its
   * enquiries, visits and phone reveals stay in the owners' leads without it (their foreign keys
   * set null), so deleting a seeker never shrinks an owner's leads. An account without listings
   * then goes with everything else that refers to it, through the foreign keys. An owner's
   * listings are removed as an owner removes one (open visits cancelled with a mail to each
   * seeker, photos deleted), and the account stays as a scrubbed tombstone
   * (account-tombstone.ts), so the seekers' enquiries, threads, visits and reviews of those
   * listings stay readable as history. An admin cannot delete their own account (someone must
   * stay admin).
   */
  async delete(viewer: Viewer | null, id: string, reason?: string | null): Promise<string> {
    const admin = requireRole(viewer, 'admin');
    if (id === admin.id) throw new DomainError('FORBIDDEN', AUTH_MESSAGES.cannotDeleteSelf);
    const user = await this.get(id);
    if (!user) throw new NotFoundError(AUTH_MESSAGES.userNotFound);
    const photos = await this.dataSource.transaction(async (manager) => {
      await this.leads?.cancelVisits(user.id, manager);
      const keptAsHistory = await ownsListings(manager, user.id);
      const removedPhotos = keptAsHistory ? ((await this.leads?.removeListings(user.id, admin.id, manager)) ?? []) : [];
      if (keptAsHistory) await leaveTombstone(manager, user.id);
      else await manager.delete(User, { id: user.id });
      const target = { type: 'user' as const, id: user.id, label: `${user.name} <${user.email ?? user.contactNumber ?? ''}>` };
      await this.audit?.record(
        { actor: admin, action: 'user_deleted', target, reason: reason?.trim() || null, details: { role: user.role } },
        manager,
      );
      return removedPhotos;
    });
    await this.leads?.removeFiles(photos);
    return user.id;
  }

  /**
   * For operators (`npm run create-admin`) and the sample data, never for the public API: makes
   * the account with this e-mail an admin, creating it when there is none. A given password
   * replaces the old one and signs the account out everywhere.
   */
  async createOrPromoteAdmin(input: { email: string; password?: string; name?: string }): Promise<{ user: User; created: boolean }> {
    const values = parseInput(adminSchema, input);
    const email = values.email.toLowerCase();
    const existing = await this.users.findOneBy({ email });
    if (existing) {
      existing.role = 'admin';
      if (values.name) existing.name = values.name;
      if (values.password) {
        existing.passwordHash = await hashPassword(values.password);
        existing.tokenVersion += 1;
      }
      return { user: await this.users.save(existing), created: false };
    }
    if (!values.password) {
      throw new DomainError('BAD_USER_INPUT', `There is no account for ${email} yet: give a password to create it.`, 'password');
    }
    const user = await this.users.save(
      this.users.create({
        name: values.name ?? nameFromEmail(email),
        email,
        contactNumber: null,
        role: 'admin',
        passwordHash: await hashPassword(values.password),
      }),
    );
    return { user, created: true };
  }
}

/** The partial unique index of verified numbers (see user.entity.ts). */
const VERIFIED_PHONE_INDEX = 'UQ_users_verified_phone';

function phoneTaken(): DomainError {
  return new DomainError('CONFLICT', PHONE_MESSAGES.phoneTaken, 'phone');
}

function emailTaken(): DomainError {
  return new DomainError('CONFLICT', AUTH_MESSAGES.emailTaken, 'email');
}

/** "asha.verma@example.in" -> "Asha Verma", for an admin created without a name. */
function nameFromEmail(email: string): string {
  const words = email
    .split('@')[0]
    .split(/[._+-]+/)
    .filter(Boolean);
  const name = words
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ')
    .slice(0, NAME_MAX)
    .trim();
  return name.length >= 2 ? name : 'Admin';
}
