// Who may call the API: a Cognito user pool whose access tokens the HTTP API's JWT authorizer
// checks. People sign in through the mobile apps (authorization code grant with PKCE on a public
// client); programs use the client-credentials grant on confidential clients. A resource server
// `rules` defines the API's scopes, which reach the Lambda in the `scope` claim:
//   rules/read     read boards and rules
//   rules/write    change boards
//   rules/trusted  a trusted caller (the batch job, first-party tools)
// People's passwords follow an explicit policy and people may add a TOTP authenticator app as a
// second factor; the client-credentials clients have no password and are not affected.

import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { AccountRecovery, Mfa, OAuthScope, ResourceServerScope, UserPool, UserPoolClient, UserPoolDomain, UserPoolResourceServer } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { API_SCOPES, RESOURCE_SERVER_ID } from '../functions/caller';

/** Full scope name as it appears in an access token, e.g. `rules/trusted`. */
export function fullScopeName(scope: keyof typeof API_SCOPES): string {
  return `${RESOURCE_SERVER_ID}/${API_SCOPES[scope]}`;
}

export interface RulesApiAuthProps {
  /**
   * Prefix of the Cognito domain `https://<prefix>.auth.<region>.amazoncognito.com`, which serves
   * the sign-in pages and the `/oauth2/token` endpoint. Unique per region across all AWS
   * accounts; lowercase letters, digits and hyphens, and no `aws`, `amazon` or `cognito`.
   * @default `mtg-rules-<account id>`
   */
  readonly domainPrefix?: string;
  /** Where the sign-in page sends the mobile apps back with a code. @default ['myapp://callback'] */
  readonly callbackUrls?: string[];
  /** Where the sign-out page sends the mobile apps back. @default ['myapp://signout'] */
  readonly logoutUrls?: string[];
  /** Let people create their own accounts; otherwise an administrator invites them. @default false */
  readonly selfSignUpEnabled?: boolean;
}

export class RulesApiAuth extends Construct {
  readonly userPool: UserPool;
  readonly resourceServer: UserPoolResourceServer;
  readonly domain: UserPoolDomain;
  /** Public client of the mobile apps: authorization code grant + PKCE, no secret. */
  readonly mobileClient: UserPoolClient;
  /** Confidential client-credentials client for third-party tools: rules/read, rules/write. */
  readonly toolClient: UserPoolClient;
  /** Confidential client-credentials client for trusted callers (the batch job): also rules/trusted. */
  readonly trustedClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: RulesApiAuthProps = {}) {
    super(scope, id);
    const stack = Stack.of(this);

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: props.selfSignUpEnabled ?? false,
      signInAliases: { email: true },
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      { id: 'AwsSolutions::AwsSolutions-COG2', reason: 'MFA is offered to people (TOTP) but not required: the client-credentials clients sign in with no password to add a factor to.' },
      {
        id: 'AwsSolutions::AwsSolutions-COG8',
        reason: 'The Essentials plan: tokens come from the OAuth endpoints only and sign-up is by invitation; Plus threat protection is priced per user.',
      },
    );

    const scopes = {
      read: new ResourceServerScope({ scopeName: API_SCOPES.read, scopeDescription: 'Read boards and rules' }),
      write: new ResourceServerScope({ scopeName: API_SCOPES.write, scopeDescription: 'Change boards' }),
      trusted: new ResourceServerScope({ scopeName: API_SCOPES.trusted, scopeDescription: 'Act as a trusted caller' }),
    };
    this.resourceServer = this.userPool.addResourceServer('ResourceServer', {
      identifier: RESOURCE_SERVER_ID,
      userPoolResourceServerName: 'MTG rules API',
      scopes: Object.values(scopes),
    });
    const apiScope = (name: keyof typeof scopes) => OAuthScope.resourceServer(this.resourceServer, scopes[name]);

    this.domain = this.userPool.addDomain('Domain', {
      cognitoDomain: { domainPrefix: props.domainPrefix ?? `mtg-rules-${stack.account}` },
    });

    // No API sign-in flows (SRP, password, custom): tokens come from the OAuth endpoints only,
    // so they carry the scopes above. Refresh tokens stay allowed.
    const oauthOnly = { userSrp: false, userPassword: false, custom: false };

    this.mobileClient = this.userPool.addClient('MobileAppClient', {
      userPoolClientName: 'mobile-app',
      generateSecret: false, // a public client: the code exchange is protected by PKCE instead
      authFlows: oauthOnly,
      preventUserExistenceErrors: true,
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, apiScope('read'), apiScope('write')],
        callbackUrls: props.callbackUrls ?? ['myapp://callback'],
        logoutUrls: props.logoutUrls ?? ['myapp://signout'],
      },
    });

    const machineClient = (clientId: string, name: string, clientScopes: OAuthScope[]) =>
      this.userPool.addClient(clientId, {
        userPoolClientName: name,
        generateSecret: true,
        authFlows: oauthOnly,
        oAuth: { flows: { clientCredentials: true }, scopes: clientScopes },
      });
    this.toolClient = machineClient('ToolClient', 'third-party-tools', [apiScope('read'), apiScope('write')]);
    this.trustedClient = machineClient('TrustedClient', 'trusted-callers', [apiScope('read'), apiScope('write'), apiScope('trusted')]);
  }

  /** The token issuer (`iss` claim) of this pool's tokens. */
  get issuerUrl(): string {
    return `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
  }

  /** Every app client id: the JWT authorizer's audience (Cognito access tokens carry `client_id`). */
  get clientIds(): string[] {
    return [this.mobileClient, this.toolClient, this.trustedClient].map((client) => client.userPoolClientId);
  }

  /** The OAuth 2.0 token endpoint: code exchange, refresh, client credentials. */
  get tokenUrl(): string {
    return `${this.domain.baseUrl()}/oauth2/token`;
  }
}
