import { COUNT_CAP, cappedCountText } from '../../../shared/domain/listing-text';
import { capitalise, genderBadge, headlineLabel, parkingLabel, roomTypeLabel } from './listing-labels';

describe('listing labels', () => {
  it('names the room type from the beds', () => {
    expect(roomTypeLabel('single_bed')).toBe('private room');
    expect(roomTypeLabel('double_bed')).toBe('shared by 2');
    expect(roomTypeLabel('triple_bed')).toBe('shared by 3');
    expect(roomTypeLabel('bunk')).toBe('private room');
    expect(roomTypeLabel(null)).toBe('private room');
  });

  it('names the headline room kind', () => {
    expect(headlineLabel('single_bed')).toBe('private room');
    expect(headlineLabel('double_bed')).toBe('shared room');
    expect(headlineLabel('triple_bed')).toBe('shared room');
  });

  it('badges the gender', () => {
    expect(genderBadge('male')).toBe('Only Boys');
    expect(genderBadge('female')).toBe('Only Girls');
    expect(genderBadge('unisex')).toBe('Boys & Girls');
    expect(genderBadge('other')).toBe('');
  });

  it('reads a count that stops at the cap as at least as many at it', () => {
    expect(cappedCountText(1)).toBe('1');
    expect(cappedCountText(COUNT_CAP - 1)).toBe('999');
    expect(cappedCountText(COUNT_CAP)).toBe('1,000+');
  });

  it('shows parking as the detail page does', () => {
    expect(parkingLabel('car')).toBe('Car Parking');
    expect(parkingLabel('bike')).toBe('Bike Parking');
    expect(parkingLabel('both')).toBe('Car & Bike Parking');
    expect(parkingLabel('none')).toBe('No Parking');
  });

  it('capitalises roles', () => {
    expect(capitalise('owner')).toBe('Owner');
  });
});
