package cgt.expression;

import cgt.partizan.Dyadic;
import cgt.partizan.Thermograph;
import cgt.partizan.Trajectory;
import java.util.ArrayList;
import java.util.List;

/**
 * A thermograph, as {@code G.Thermograph} answers it, printed as CGSuite prints one: each wall as its mast value,
 * its critical temperatures from the top down, and its slopes from the mast down (one more than the critical
 * temperatures; the slope is how the wall's value changes as the temperature rises). So {@code 1/2 = {0|1}} is
 * {@code Thermograph(1/2,[-1/2],[0,-1],1/2,[-1/2],[0,1])} and {@code 5} is {@code Thermograph(5,[],[0],5,[],[0])}.
 *
 * @param thermograph the thermograph
 */
public record ThermographValue(Thermograph thermograph) implements Value {

    @Override
    public String kind() {
        return "thermograph";
    }

    @Override
    public String toString() {
        return "Thermograph(" + wall(thermograph.leftWall()) + "," + wall(thermograph.rightWall()) + ")";
    }

    /** mast,[critical temperatures],[slopes], merging breakpoints where the slope does not change. */
    private static String wall(Trajectory t) {
        int n = t.breakpointCount();
        List<Dyadic> critical = new ArrayList<>();
        List<Integer> slopes = new ArrayList<>();
        slopes.add(t.slope(n - 1));
        for (int i = n - 1; i >= 1; i--) {
            if (t.slope(i - 1) != t.slope(i)) {
                critical.add(t.breakpoints().get(i));
                slopes.add(t.slope(i - 1));
            }
        }
        Dyadic mast = t.breakpointValues().get(n - 1);
        StringBuilder b = new StringBuilder().append(mast).append(",[");
        for (int i = 0; i < critical.size(); i++) {
            b.append(i > 0 ? "," : "").append(critical.get(i));
        }
        b.append("],[");
        for (int i = 0; i < slopes.size(); i++) {
            b.append(i > 0 ? "," : "").append(slopes.get(i));
        }
        return b.append(']').toString();
    }
}
