import { DEMO_CLIENT_PASSWORD, DEMO_STAFF } from '../../src/server/seed/demo-data';
import {
  signIn,
  signInAdmin,
  signInDemoClient,
  signInDemoMember,
  type SignedIn,
} from './portal-callers';
import type { TestServer } from './test-server';
import { enrolTwoFactor } from './two-factor';

const staffNamed = (role: string) => DEMO_STAFF.find((person) => person.role === role)!.email;

/**
 * The people the request tests act as, signed in. Hart Fine Art Gallery has an Owner and an
 * Approver, so four eyes are on by default, and both turn their second factor on, which approving
 * needs; Chen & Sons has one Owner and a Viewer, so four eyes are off.
 */
export async function signInRequestPeople(server: TestServer) {
  const people: Record<
    'amelia' | 'noah' | 'grace' | 'ethan' | 'marcus' | 'operations' | 'custodian' | 'admin',
    SignedIn
  > = {
    amelia: await signInDemoClient(server, 'amelia'),
    noah: await signInDemoMember(server, 'amelia', 'approver'),
    grace: await signInDemoMember(server, 'amelia', 'member'),
    ethan: await signInDemoMember(server, 'amelia', 'viewer'),
    marcus: await signInDemoClient(server, 'marcus'),
    operations: await signIn(server, staffNamed('operations'), DEMO_CLIENT_PASSWORD),
    custodian: await signIn(server, staffNamed('custodian'), DEMO_CLIENT_PASSWORD),
    admin: await signInAdmin(server),
  };
  await enrolTwoFactor(people.amelia.client, DEMO_CLIENT_PASSWORD);
  await enrolTwoFactor(people.noah.client, DEMO_CLIENT_PASSWORD);
  return people;
}
