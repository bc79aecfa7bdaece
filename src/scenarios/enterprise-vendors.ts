// The enterprise example's external vendors: each card as the vendor published it, in every A2A
// version the card importer reads (1.0, a 1.0 + 0.3 hybrid, 0.3, 0.2 and 0.1), beside the card the
// workbench holds after importing it with the platform metadata the group decided for it.
import type { AgentCard, PlatformMeta } from '../core/card';

export interface VendorCard {
  /** The A2A version the published form is written in. */
  readonly version: '1.0' | '1.0+0.3' | '0.3' | '0.2' | '0.1';
  /** The card as the vendor publishes it (untrusted JSON). */
  readonly published: Readonly<Record<string, unknown>>;
  /** Owner, tenants and clearance: the group's decision, never read from the card. */
  readonly platform: PlatformMeta;
  /** The card in the workbench's form. */
  readonly card: AgentCard;
}

const text = ['text/plain'];
const json = ['application/json'];

export const VENDOR_CARDS: readonly VendorCard[] = [
  {
    version: '1.0',
    published: {
      name: 'acme-identity-verify',
      description: 'Verifies identity documents and liveness for onboarding.',
      supportedInterfaces: [
        {
          url: 'https://api.acme-identity.example/a2a/v1',
          protocolBinding: 'JSONRPC',
          protocolVersion: '1.0',
        },
      ],
      provider: { url: 'https://acme-identity.example', organization: 'Acme Identity' },
      version: '4.2.0',
      capabilities: { streaming: false, pushNotifications: true },
      securitySchemes: {
        'acme-oauth': {
          oauth2SecurityScheme: {
            flows: {
              clientCredentials: {
                tokenUrl: 'https://auth.acme-identity.example/token',
                scopes: { 'identity:verify': 'Verify identities' },
              },
            },
          },
        },
      },
      securityRequirements: [{ schemes: { 'acme-oauth': { list: ['identity:verify'] } } }],
      defaultInputModes: ['application/pdf', 'image/jpeg'],
      defaultOutputModes: json,
      skills: [
        {
          id: 'verify',
          name: 'Verify an identity',
          description: 'Check a document scan and a selfie against each other.',
          tags: ['kyc', 'identity'],
          examples: ['Verify this passport and selfie'],
        },
      ],
    },
    // The surprise: the group cleared a vendor for restricted data, for every tenant.
    platform: { owner: 'vendor:acme-identity', tenants: [], maxDataClassification: 'restricted' },
    card: {
      name: 'acme-identity-verify',
      description: 'Verifies identity documents and liveness for onboarding.',
      url: 'https://api.acme-identity.example/a2a/v1',
      version: '4.2.0',
      protocolVersion: '1.0',
      preferredTransport: 'JSONRPC',
      provider: { organization: 'Acme Identity', url: 'https://acme-identity.example' },
      capabilities: { streaming: false, pushNotifications: true },
      defaultInputModes: ['application/pdf', 'image/jpeg'],
      defaultOutputModes: json,
      skills: [
        {
          id: 'verify',
          name: 'Verify an identity',
          description: 'Check a document scan and a selfie against each other.',
          tags: ['kyc', 'identity'],
          examples: ['Verify this passport and selfie'],
        },
      ],
      securitySchemes: {
        'acme-oauth': {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: 'https://auth.acme-identity.example/token',
              scopes: { 'identity:verify': 'Verify identities' },
            },
          },
        },
      },
      security: [{ 'acme-oauth': ['identity:verify'] }],
      platform: { owner: 'vendor:acme-identity', tenants: [], maxDataClassification: 'restricted' },
    },
  },
  {
    version: '1.0',
    published: {
      name: 'payroll-connector-agent',
      description: 'Submits salary batches to the payroll bureau.',
      supportedInterfaces: [
        {
          url: 'https://a2a.paybureau.example/v1',
          protocolBinding: 'HTTP+JSON',
          protocolVersion: '1.0',
        },
      ],
      provider: { url: 'https://paybureau.example', organization: 'PayBureau' },
      version: '1.8.1',
      capabilities: { streaming: false, pushNotifications: false },
      securitySchemes: { 'bureau-mtls': { mtlsSecurityScheme: {} } },
      securityRequirements: [{ schemes: { 'bureau-mtls': { list: [] } } }],
      defaultInputModes: json,
      defaultOutputModes: json,
      skills: [
        {
          id: 'submit',
          name: 'Submit a salary batch',
          description: 'Send a payroll file for settlement.',
          tags: ['payroll', 'payments'],
          examples: [],
        },
      ],
    },
    platform: {
      owner: 'vendor:paybureau',
      tenants: ['payments'],
      maxDataClassification: 'confidential',
    },
    card: {
      name: 'payroll-connector-agent',
      description: 'Submits salary batches to the payroll bureau.',
      url: 'https://a2a.paybureau.example/v1',
      version: '1.8.1',
      protocolVersion: '1.0',
      preferredTransport: 'HTTP+JSON',
      provider: { organization: 'PayBureau', url: 'https://paybureau.example' },
      capabilities: { streaming: false, pushNotifications: false },
      defaultInputModes: json,
      defaultOutputModes: json,
      skills: [
        {
          id: 'submit',
          name: 'Submit a salary batch',
          description: 'Send a payroll file for settlement.',
          tags: ['payroll', 'payments'],
          examples: [],
        },
      ],
      securitySchemes: { 'bureau-mtls': { type: 'mutualTLS' } },
      security: [{ 'bureau-mtls': [] }],
      platform: {
        owner: 'vendor:paybureau',
        tenants: ['payments'],
        maxDataClassification: 'confidential',
      },
    },
  },
  {
    version: '1.0+0.3',
    published: {
      protocolVersion: '0.3.0',
      name: 'ledgerline-credit-bureau',
      description: 'Pulls credit files and bureau scores.',
      url: 'https://agents.ledgerline.example/a2a',
      preferredTransport: 'JSONRPC',
      supportedInterfaces: [
        {
          url: 'https://agents.ledgerline.example/a2a',
          protocolBinding: 'JSONRPC',
          protocolVersion: '1.0',
        },
      ],
      version: '7.0.2',
      provider: { organization: 'Ledgerline', url: 'https://ledgerline.example' },
      capabilities: { streaming: false, pushNotifications: false },
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: 'https://auth.ledgerline.example/token',
              scopes: { 'bureau:read': 'Read credit files' },
            },
          },
        },
        mtls: { mtlsSecurityScheme: {} },
      },
      security: [{ oauth2: ['bureau:read'] }, { mtls: [] }],
      securityRequirements: [
        { schemes: { oauth2: { list: ['bureau:read'] } } },
        { schemes: { mtls: { list: [] } } },
      ],
      defaultInputModes: json,
      defaultOutputModes: json,
      skills: [
        {
          id: 'credit-file',
          name: 'Pull a credit file',
          description: 'Return the bureau file and score for a person.',
          tags: ['credit', 'bureau'],
          examples: [],
        },
      ],
    },
    platform: {
      owner: 'vendor:ledgerline',
      tenants: ['retail', 'wealth'],
      maxDataClassification: 'restricted',
    },
    card: {
      name: 'ledgerline-credit-bureau',
      description: 'Pulls credit files and bureau scores.',
      url: 'https://agents.ledgerline.example/a2a',
      version: '7.0.2',
      protocolVersion: '1.0',
      preferredTransport: 'JSONRPC',
      provider: { organization: 'Ledgerline', url: 'https://ledgerline.example' },
      capabilities: { streaming: false, pushNotifications: false },
      defaultInputModes: json,
      defaultOutputModes: json,
      skills: [
        {
          id: 'credit-file',
          name: 'Pull a credit file',
          description: 'Return the bureau file and score for a person.',
          tags: ['credit', 'bureau'],
          examples: [],
        },
      ],
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          flows: {
            clientCredentials: {
              tokenUrl: 'https://auth.ledgerline.example/token',
              scopes: { 'bureau:read': 'Read credit files' },
            },
          },
        },
        mtls: { type: 'mutualTLS' },
      },
      security: [{ oauth2: ['bureau:read'] }, { mtls: [] }],
      platform: {
        owner: 'vendor:ledgerline',
        tenants: ['retail', 'wealth'],
        maxDataClassification: 'restricted',
      },
    },
  },
  {
    version: '0.3',
    published: {
      protocolVersion: '0.3.0',
      name: 'docuscan-ocr-agent',
      description: 'Reads text and fields from scanned documents.',
      url: 'https://api.docuscan.example/a2a',
      preferredTransport: 'JSONRPC',
      version: '2.1.0',
      provider: { organization: 'DocuScan', url: 'https://docuscan.example' },
      capabilities: { streaming: true, pushNotifications: false },
      securitySchemes: { docuscanKey: { type: 'apiKey', in: 'header', name: 'X-DocuScan-Key' } },
      security: [{ docuscanKey: [] }],
      defaultInputModes: ['application/pdf', 'image/png'],
      defaultOutputModes: json,
      skills: [
        {
          id: 'ocr',
          name: 'Read a document',
          description: 'Extract text and key fields from a scan.',
          tags: ['ocr', 'documents'],
          examples: [],
        },
      ],
    },
    platform: {
      owner: 'vendor:docuscan',
      tenants: ['retail'],
      maxDataClassification: 'confidential',
    },
    card: {
      name: 'docuscan-ocr-agent',
      description: 'Reads text and fields from scanned documents.',
      url: 'https://api.docuscan.example/a2a',
      version: '2.1.0',
      protocolVersion: '0.3.0',
      preferredTransport: 'JSONRPC',
      provider: { organization: 'DocuScan', url: 'https://docuscan.example' },
      capabilities: { streaming: true, pushNotifications: false },
      defaultInputModes: ['application/pdf', 'image/png'],
      defaultOutputModes: json,
      skills: [
        {
          id: 'ocr',
          name: 'Read a document',
          description: 'Extract text and key fields from a scan.',
          tags: ['ocr', 'documents'],
          examples: [],
        },
      ],
      securitySchemes: { docuscanKey: { type: 'apiKey', in: 'header', name: 'X-DocuScan-Key' } },
      security: [{ docuscanKey: [] }],
      platform: {
        owner: 'vendor:docuscan',
        tenants: ['retail'],
        maxDataClassification: 'confidential',
      },
    },
  },
  {
    version: '0.3',
    published: {
      protocolVersion: '0.3.0',
      name: 'esg-ratings-agent',
      description: 'Returns ESG ratings and controversies for issuers.',
      url: 'https://a2a.greenscore.example/',
      preferredTransport: 'JSONRPC',
      version: '3.0.0',
      provider: { organization: 'GreenScore', url: 'https://greenscore.example' },
      capabilities: { streaming: false, pushNotifications: false },
      securitySchemes: {
        oidc: {
          type: 'openIdConnect',
          openIdConnectUrl: 'https://id.greenscore.example/.well-known/openid-configuration',
        },
      },
      security: [{ oidc: [] }],
      defaultInputModes: text,
      defaultOutputModes: json,
      skills: [
        {
          id: 'rating',
          name: 'Rate an issuer',
          description: 'ESG rating and recent controversies.',
          tags: ['esg', 'research'],
          examples: [],
        },
      ],
    },
    platform: {
      owner: 'vendor:greenscore',
      tenants: ['wealth'],
      maxDataClassification: 'internal',
    },
    card: {
      name: 'esg-ratings-agent',
      description: 'Returns ESG ratings and controversies for issuers.',
      url: 'https://a2a.greenscore.example/',
      version: '3.0.0',
      protocolVersion: '0.3.0',
      preferredTransport: 'JSONRPC',
      provider: { organization: 'GreenScore', url: 'https://greenscore.example' },
      capabilities: { streaming: false, pushNotifications: false },
      defaultInputModes: text,
      defaultOutputModes: json,
      skills: [
        {
          id: 'rating',
          name: 'Rate an issuer',
          description: 'ESG rating and recent controversies.',
          tags: ['esg', 'research'],
          examples: [],
        },
      ],
      securitySchemes: {
        oidc: {
          type: 'openIdConnect',
          openIdConnectUrl: 'https://id.greenscore.example/.well-known/openid-configuration',
        },
      },
      security: [{ oidc: [] }],
      platform: {
        owner: 'vendor:greenscore',
        tenants: ['wealth'],
        maxDataClassification: 'internal',
      },
    },
  },
  {
    version: '0.2',
    published: {
      name: 'geo-address-lookup',
      description: 'Normalises and geocodes postal addresses.',
      url: 'https://geo.mapwise.example/a2a',
      version: '1.2.0',
      capabilities: { streaming: false, pushNotifications: false },
      defaultInputModes: ['text'],
      defaultOutputModes: ['application/json'],
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      security: [{ bearer: [] }],
      skills: [
        {
          id: 'lookup',
          name: 'Look up an address',
          description: 'Normalise an address and return coordinates.',
          tags: ['addresses'],
          examples: [],
        },
      ],
    },
    platform: { owner: 'vendor:mapwise', tenants: [], maxDataClassification: 'public' },
    card: {
      name: 'geo-address-lookup',
      description: 'Normalises and geocodes postal addresses.',
      url: 'https://geo.mapwise.example/a2a',
      version: '1.2.0',
      protocolVersion: '0.2.0',
      preferredTransport: 'JSONRPC',
      capabilities: { streaming: false, pushNotifications: false },
      defaultInputModes: text,
      defaultOutputModes: json,
      skills: [
        {
          id: 'lookup',
          name: 'Look up an address',
          description: 'Normalise an address and return coordinates.',
          tags: ['addresses'],
          examples: [],
        },
      ],
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      security: [{ bearer: [] }],
      platform: { owner: 'vendor:mapwise', tenants: [], maxDataClassification: 'public' },
    },
  },
  {
    version: '0.1',
    published: {
      name: 'lingua-translation-agent',
      description: 'Translates customer letters and chats.',
      url: 'https://lingua.example/a2a',
      version: '0.9.0',
      capabilities: { streaming: true, pushNotifications: false },
      authentication: { schemes: ['basic'] },
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      provider: { name: 'Lingua', url: 'https://lingua.example' },
      skills: [
        {
          id: 'translate',
          name: 'Translate',
          description: 'Translate text between 40 languages.',
          tags: ['translation'],
        },
      ],
    },
    platform: { owner: 'vendor:lingua', tenants: [], maxDataClassification: 'internal' },
    card: {
      name: 'lingua-translation-agent',
      description: 'Translates customer letters and chats.',
      url: 'https://lingua.example/a2a',
      version: '0.9.0',
      protocolVersion: '0.1.0',
      preferredTransport: 'JSONRPC',
      provider: { organization: 'Lingua', url: 'https://lingua.example' },
      capabilities: { streaming: true, pushNotifications: false },
      defaultInputModes: text,
      defaultOutputModes: text,
      skills: [
        {
          id: 'translate',
          name: 'Translate',
          description: 'Translate text between 40 languages.',
          tags: ['translation'],
          examples: [],
        },
      ],
      securitySchemes: { basic: { type: 'http', scheme: 'basic' } },
      security: [{ basic: [] }],
      platform: { owner: 'vendor:lingua', tenants: [], maxDataClassification: 'internal' },
    },
  },
];
