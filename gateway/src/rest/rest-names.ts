import { DomainError, TooManyRequestsError, ValidationError } from '../common/errors';

/**
 * One resource's names at the REST edge. Inside the system every field has one name (camelCase
 * in TypeScript and GraphQL, snake_case columns through the naming strategy); spec section 7's
 * client names some differently (`contact_number`, `c_password`, `_id`). A resource's REST
 * adapter states those names once, here, and uses the same table to read requests, write
 * responses and name the fields of its errors as the client sent them.
 */
export class RestNames<Field extends string> {
  constructor(
    /** The client's name of each field the spec names differently from the system. */
    private readonly names: Partial<Record<Field, string>>,
    /** The client's name of every other field (the same name, unless a resource says otherwise). */
    private readonly otherwise: (field: Field) => string = (field) => field,
  ) {}

  /** Each field's client name, worked out once (answers write them for every item of a list). */
  private readonly known = new Map<string, string>();

  /** The client's name of a field. */
  client(field: Field): string {
    let name = this.known.get(field);
    if (name === undefined) {
      name = this.names[field] ?? this.otherwise(field);
      this.known.set(field, name);
    }
    return name;
  }

  /** The given fields of a client's request, under the system's names. */
  read<F extends Field>(body: Record<string, unknown>, fields: readonly F[]): Record<F, unknown> {
    return Object.fromEntries(fields.map((field) => [field, body[this.client(field)]])) as Record<F, unknown>;
  }

  /** Values under the client's names. */
  write(values: Partial<Record<Field, unknown>>): Record<string, unknown> {
    const written: Record<string, unknown> = {};
    for (const field of Object.keys(values)) written[this.client(field as Field)] = values[field as Field];
    return written;
  }

  /**
   * The error as the client should read it: a problem with `pinCode` (or `amenities.2`) names
   * `pin_code` (`amenities.2`), in its field and in any message that spells the field out.
   */
  clientError(error: DomainError): DomainError {
    if (error instanceof TooManyRequestsError || (!error.field && !error.problems?.length)) return error;
    const rename = (field: string) => {
      const [head, ...rest] = field.split('.');
      return [this.client(head as Field), ...rest].join('.');
    };
    // Only a code name (`pinCode`) is replaced in text: an English word (`title`) is the message's own.
    const say = (message: string, field: string | undefined) => {
      const head = field?.split('.')[0];
      return head && /[A-Z]/.test(head) ? message.replace(new RegExp(`\\b${head}\\b`, 'g'), this.client(head as Field)) : message;
    };
    const problems = error.problems?.map((problem) => ({ field: rename(problem.field), message: say(problem.message, problem.field) }));
    if (error instanceof ValidationError && problems?.length) return new ValidationError(problems);
    return new DomainError(error.code, say(error.message, error.field), error.field && rename(error.field), problems);
  }
}

/** `pinCode` as `pin_code`: the spec's client names most listing fields this way. */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
