import { describe, expect, it } from 'vitest';
import { findHarperDistUrl } from './find-harper-dist-url';

describe('findHarperDistUrl', () => {
  it('finds the installed harper.js from this folder, as Node would', () => {
    expect(findHarperDistUrl()).toMatch(/^file:\/\/.*\/node_modules\/harper\.js\/dist\/$/);
  });

  it('reports a missing package instead of throwing', () => {
    expect(findHarperDistUrl('/no/such/dir/file.js')).toBeNull();
  });
});
