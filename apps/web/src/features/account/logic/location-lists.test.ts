import { describe, expect, it } from 'vitest';
import {
  type LocationListQueryState,
  locationListStatus,
  locationPlaceholder,
  locationProblem,
} from './location-lists.ts';

const loaded: LocationListQueryState = {
  parentChosen: true,
  settling: false,
  isPending: false,
  isError: false,
  count: 3,
};

describe('locationListStatus', () => {
  it('waits for the parent level before anything else', () => {
    expect(locationListStatus({ ...loaded, parentChosen: false, isError: true })).toBe('waiting-for-parent');
  });

  it('shows loading while the parent choice is still settling, even over an old list', () => {
    expect(locationListStatus({ ...loaded, settling: true })).toBe('loading');
  });

  it('shows loading while the list is fetched', () => {
    expect(locationListStatus({ ...loaded, isPending: true, count: 0 })).toBe('loading');
  });

  it('reports a failed lookup', () => {
    expect(locationListStatus({ ...loaded, isError: true, count: 0 })).toBe('error');
  });

  it('tells an empty list from a loaded one', () => {
    expect(locationListStatus({ ...loaded, count: 0 })).toBe('empty');
    expect(locationListStatus(loaded)).toBe('ready');
  });
});

describe('locationProblem', () => {
  it('uses the spec texts for empty lists', () => {
    expect(locationProblem('provinces', 'empty')).toBe('No provinces found for this region');
    expect(locationProblem('districts', 'empty')).toBe('No districts found for NCR');
    expect(locationProblem('cities', 'empty')).toBe('No cities found for this province/district');
    expect(locationProblem('barangays', 'empty')).toBe('No barangays found for this city');
  });

  it('uses the spec texts for failures', () => {
    expect(locationProblem('regions', 'error')).toBe('Failed to load regions. Please refresh the page.');
    expect(locationProblem('districts', 'error')).toBe('Failed to load districts. Please try again.');
    expect(locationProblem('cities', 'error')).toBe('Failed to load cities. Please try again.');
  });

  it('has nothing to say about a usable list', () => {
    expect(locationProblem('cities', 'ready')).toBeNull();
    expect(locationProblem('cities', 'loading')).toBeNull();
  });
});

describe('locationPlaceholder', () => {
  it('asks for the parent first, then shows loading, then the prompt', () => {
    expect(locationPlaceholder('barangays', 'waiting-for-parent')).toBe('Select a city first');
    expect(locationPlaceholder('barangays', 'loading')).toBe('Loading barangays…');
    expect(locationPlaceholder('barangays', 'ready')).toBe('Select barangay');
  });

  it('asks for a district first in the capital region', () => {
    expect(locationPlaceholder('cities', 'waiting-for-parent')).toBe('Select a province first');
    expect(locationPlaceholder('cities', 'waiting-for-parent', true)).toBe('Select a district first');
  });
});
