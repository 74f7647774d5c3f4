/**
 * The part of oidc-provider 9 this server uses. The package ships no types and @types/oidc-provider
 * lags behind; these declarations cover only what the identity module calls.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AnyObject = Record<string, any>;

  /** Koa's context as oidc-provider extends it (only what we read). */
  export interface KoaContextWithOIDC {
    oidc: {
      route: string;
      params?: AnyObject;
      client?: { clientId: string; grantTypeAllowed(type: string): boolean };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      account?: { accountId: string };
      result?: AnyObject;
      entities: AnyObject;
      provider: Provider;
    };
    cookies: { get(name: string, opts?: { signed?: boolean }): string | undefined };
    set(name: string, value: string): void;
    type: string;
    status: number;
    body: unknown;
    secure: boolean;
    host: string;
  }

  /** The plain Koa context a middleware added with `provider.use` sees. */
  export interface KoaContext {
    req: IncomingMessage;
    method: string;
    path: string;
    status: number;
    set(name: string, value: string): void;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: AnyObject, rejected: string[]): Promise<AnyObject> | AnyObject;
  }

  export interface AdapterPayload extends AnyObject {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }
  export type AdapterConstructor = new (name: string) => Adapter;

  export interface Configuration extends AnyObject {
    adapter?: AdapterConstructor;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Promise<Account | undefined>;
  }

  export interface InteractionDetails {
    uid: string;
    returnTo: string;
    prompt: { name: string; reasons: string[]; details: AnyObject };
    params: AnyObject;
    session?: { accountId?: string; uid?: string };
    grantId?: string;
    lastSubmission?: AnyObject;
    result?: AnyObject;
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    /** Granted scopes per resource server (space-separated). */
    resources?: Record<string, string>;
    /** What was refused, in the same shape. */
    rejected?: { resources?: Record<string, string> } & AnyObject;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export class Check {
    static REQUEST_PROMPT: true;
    static NO_NEED_TO_PROMPT: false;
    constructor(reason: string, description: string, check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>);
  }
  export interface Prompt {
    name: string;
    checks: Check[];
  }
  export interface Policy extends Array<Prompt> {
    get(name: string): Prompt | undefined;
  }
  export const interactionPolicy: { base(): Policy; Check: typeof Check };

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    SessionNotFound: new (description?: string) => Error;
    AccessDenied: new (description?: string) => Error;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: AnyObject,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: any[]) => void): this;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): this;
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
  }
}
