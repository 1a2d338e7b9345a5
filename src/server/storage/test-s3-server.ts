import { createHash, createHmac, type Hash, type Hmac } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SignatureV4 } from "@smithy/signature-v4";
import S3rver from "s3rver";

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1 and a free port, keeping its objects in a
 * folder of its own, for the tests that drive the S3 driver over real HTTP; never imported by the app.
 *
 * s3rver checks only the access key id of a signature version 4 request, so every signed request
 * is signed again here with the server's credentials and region and refused unless the signatures
 * match, as S3 does. Unsigned requests (a browser loading a public file) pass as they are.
 */
export interface TestS3Server {
  /** The URL the driver is pointed at, such as http://127.0.0.1:40123. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The settings that point the app at this server, path-style as a self-hosted service needs. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** The one key pair s3rver knows. */
const ACCESS_KEY_ID = "S3RVER";
const SECRET_ACCESS_KEY = "S3RVER";
const REGION = "ca-central-1";

export async function startTestS3Server(bucket = "vayu-test"): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "vayu-s3-"));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const credentials = { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY };
  const signer = new SignatureV4({
    service: "s3",
    region: REGION,
    credentials,
    sha256: NodeSha256,
    uriEscapePath: false,
  });

  const server = createServer((request, response) => {
    signedAsExpected(request, signer).then(
      (matches) => (matches ? handle(request, response) : refuseSignature(response)),
      (error: unknown) => response.destroy(error as Error),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    region: REGION,
    ...credentials,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    },
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/[^/]+\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$/;

/** Signs the request again from the headers it says it signed; true for an unsigned request. */
async function signedAsExpected(request: IncomingMessage, signer: SignatureV4): Promise<boolean> {
  const authorization = request.headers.authorization;
  if (authorization === undefined) return true;
  const signedHeaders = AUTHORIZATION.exec(authorization)?.[1];
  const amzDate = request.headers["x-amz-date"];
  if (signedHeaders === undefined || typeof amzDate !== "string") return false;

  const headers: Record<string, string> = {};
  for (const name of signedHeaders.split(";")) {
    const value = request.headers[name];
    if (typeof value !== "string") return false;
    headers[name] = value;
  }
  // The path exactly as sent: S3 signs it without decoding or escaping it again.
  const [rawPath = "/", rawQuery = ""] = (request.url ?? "/").split("?", 2);
  const { hostname, port } = new URL(`http://${headers.host ?? ""}`);
  const resigned = await signer.sign(
    {
      method: request.method ?? "GET",
      protocol: "http:",
      hostname,
      port: Number(port),
      path: rawPath,
      query: Object.fromEntries(new URLSearchParams(rawQuery)),
      headers,
    },
    { signingDate: fromAmzDate(amzDate) },
  );
  return resigned.headers.authorization === authorization;
}

/** 20261124T235142Z → that instant. */
function fromAmzDate(value: string): Date {
  return new Date(value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"));
}

function refuseSignature(response: ServerResponse): void {
  response.writeHead(403, { "Content-Type": "application/xml" });
  response.end(
    '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code>' +
      "<Message>The request signature we calculated does not match the signature you provided.</Message></Error>",
  );
}

/** SHA-256 and HMAC-SHA-256 from node:crypto in the shape the signer asks for. */
class NodeSha256 {
  private hash: Hash | Hmac;

  constructor(private readonly secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = this.fresh();
  }

  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(bytes(data));
  }

  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }

  reset(): void {
    this.hash = this.fresh();
  }

  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash("sha256") : createHmac("sha256", bytes(this.secret));
  }
}

function bytes(data: string | ArrayBuffer | ArrayBufferView): string | Uint8Array {
  if (typeof data === "string") return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}
